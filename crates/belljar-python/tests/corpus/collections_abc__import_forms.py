import collections.abc
print(collections.abc.Mapping, isinstance({}, collections.abc.Mapping))
import collections
print(collections.abc is collections.abc, hasattr(collections, "abc"))
from collections import abc
print(abc is collections.abc, abc.Iterable.__module__, abc.Sequence.__name__, abc.Sequence.__qualname__)
from collections.abc import *
print(Mapping, Sized, ByteString, AsyncIterator)
import abc as abc_module
print(isinstance(abc.Mapping, abc_module.ABCMeta), type(abc.Iterable).__name__)
print(issubclass(abc.MutableMapping, abc.Mapping), abc.MutableMapping.__mro__)
print(sorted(abc.Mapping.__abstractmethods__), sorted(abc.MutableSequence.__abstractmethods__), sorted(abc.Set.__abstractmethods__))
class Frozen(abc.Mapping):
    def __init__(self, **kw): self._d = kw
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
f = Frozen(a=1, b=2)
print(dict(f), type(f.keys()).__name__, list(f.values()), f == {"a": 1, "b": 2}, f == Frozen(a=1, b=2), f != Frozen(), f.get("a"), list(f.items()))
try:
    hash(f)
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(f)
except TypeError as e:
    print("TypeError:", e)
try:
    f["a"] = 3
except TypeError as e:
    print("TypeError:", e)
class Counted(abc.Iterator):
    def __init__(self, n): self.i, self.n = 0, n
    def __next__(self):
        if self.i >= self.n: raise StopIteration
        self.i += 1
        return self.i
c = Counted(3)
print(iter(c) is c, list(c), list(Counted(2)))
try:
    abc.Iterator()
except TypeError as e:
    print("TypeError:", e)
try:
    abc.Set()
except TypeError as e:
    print("TypeError:", e)
