import collections
from collections import deque, OrderedDict, defaultdict, Counter
import collections.abc as cabc
from collections.abc import Mapping, MutableMapping, Sequence, Iterable, Iterator, Sized, Hashable, Callable, Set, MutableSet, Container, Collection, Generator, Reversible, MutableSequence, ByteString, KeysView, ItemsView, ValuesView, MappingView, Awaitable, Coroutine, AsyncIterable, AsyncIterator
print(collections.abc is cabc, cabc.Mapping, repr(Sequence))
vals = [{}, [], (), "", b"", bytearray(), set(), frozenset(), range(3), deque(), OrderedDict(), defaultdict(int), Counter(), 1, 1.5, None, iter([]), (x for x in []), {}.keys(), {}.values(), {}.items(), len, lambda: 0, int, zip(), map(str, [])]
abcs = [Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Iterator, Sized, Hashable, Callable, Set, MutableSet, Container, Collection, Generator, Reversible, ByteString, KeysView, ItemsView, ValuesView, MappingView]
for v in vals:
    print(type(v).__name__, "".join("1" if isinstance(v, a) else "0" for a in abcs))
for t in (dict, list, tuple, str, set, frozenset, bytes, int):
    print(t.__name__, [a.__name__ for a in abcs if issubclass(t, a)])

class Bag:
    def __init__(self, *items): self.items = list(items)
    def __len__(self): return len(self.items)
    def __iter__(self): return iter(self.items)
    def __contains__(self, x): return x in self.items
class NoHash:
    __hash__ = None
class Fn:
    def __call__(self): return 1
print(isinstance(Bag(), Collection), isinstance(Bag(), Sized), isinstance(Bag(), Iterable), isinstance(Bag(), Sequence), isinstance(NoHash(), Hashable), isinstance(Bag(), Hashable), isinstance(Fn(), Callable), isinstance(Bag(), Callable))
print(isinstance({}, (Sequence, Mapping)), isinstance(5, (Sequence, Iterable)), issubclass(list, (Mapping, Sequence)))

class Registry(MutableMapping):
    def __init__(self, *args, **kw):
        self._d = {}
        self.update(*args, **kw)
    def __getitem__(self, k): return self._d[k.lower()]
    def __setitem__(self, k, v): self._d[k.lower()] = v
    def __delitem__(self, k): del self._d[k.lower()]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"Registry({self._d})"
r = Registry({"A": 1}, B=2)
print(r, r["a"], r.get("C"), r.get("b"), "A" in r, "z" in r, len(r), list(r), list(r.keys()), list(r.items()), list(r.values()))
print(r.setdefault("c", 3), r.setdefault("C", 9), r.pop("a"), r.pop("zz", "dflt"), r.popitem(), r)
print(r == {"c": 3}, r != {"c": 4}, r.keys(), isinstance(r, dict), isinstance(r, Mapping), "c" in r.keys(), ("c", 3) in r.items(), 3 in r.values())
r.update([("x", 1)]); r.update(y=2); r.clear(); print(r, len(r))
try:
    r.pop("nope")
except KeyError as e:
    print("KeyError", e)
try:
    r.popitem()
except KeyError as e:
    print("KeyError", repr(e))

class Half(MutableMapping):
    def __getitem__(self, k): return 1
try:
    Half()
except TypeError as e:
    print(e)
class One(Sequence):
    pass
try:
    One()
except TypeError as e:
    print(e)

class Squares(Sequence):
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0: i += self.n
        if not 0 <= i < self.n: raise IndexError(i)
        return i * i
    def __len__(self): return self.n
s = Squares(5)
print(list(s), 9 in s, 10 in s, s.index(9), s.count(4), list(reversed(s)), s[1:3], len(s), sorted(s, reverse=True), max(s))
try:
    s.index(7)
except ValueError as e:
    print("ValueError", repr(e))

class MyList(MutableSequence):
    def __init__(self): self._l = []
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
ml = MyList()
ml.append(1); ml.extend([2, 3, 4]); ml += [5]
print(list(ml), ml.pop(), ml.pop(0), list(ml)); ml.reverse(); print(list(ml)); ml.remove(3); print(list(ml)); ml.clear(); print(list(ml), len(ml))

class ISet(Set):
    def __init__(self, it=()): self._s = []
    def __init__(self, it=()):
        self._s = []
        for x in it:
            if x not in self._s: self._s.append(x)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def __repr__(self): return f"ISet({self._s})"
a, b = ISet([1, 2, 3]), ISet([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, ISet([2]) < a, a == ISet([3, 2, 1]), a.isdisjoint([7]), a & [1, 9], {1, 2} - ISet([1]) if False else "", a == {1, 2, 3})
class MSet(MutableSet):
    def __init__(self, it=()):
        self._s = set(it)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(sorted(self._s))
    def __len__(self): return len(self._s)
    def add(self, x): self._s.add(x)
    def discard(self, x): self._s.discard(x)
m = MSet([1, 2])
m |= {3}; m -= {1}; print(list(m), m.pop(), list(m)); m.remove(3)
try:
    m.remove(99)
except KeyError as e:
    print("KeyError", e)
print(len(m))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), isinstance(It(), Iterable), isinstance(It(), Generator), issubclass(It, Reversible))
def g():
    yield 1
print(isinstance(g(), Generator), isinstance(g(), Iterator), Iterator.register is not None)
class Virtual: pass
Sequence.register(Virtual)
print(issubclass(Virtual, Sequence), issubclass(Virtual, Collection), issubclass(Virtual, Iterable), isinstance(Virtual(), Reversible))
