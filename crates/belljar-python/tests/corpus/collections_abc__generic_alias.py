import collections.abc as c
import types
for n in ("Iterable", "Mapping", "Sequence", "MutableMapping", "Awaitable", "AsyncIterator", "KeysView", "Set", "Container", "Generator"):
    a = getattr(c, n)[int]
    print(n, repr(a), a.__origin__ is getattr(c, n), a.__args__)
print(repr(c.Mapping[str, int]), c.Mapping[str, int].__args__)
try:
    isinstance({}, c.Mapping[str, int])
except TypeError as e:
    print("TypeError:", e)
print(types.GenericAlias(list, int), types.GenericAlias(dict, (str, int)))
try:
    types.GenericAlias(list)
except TypeError as e:
    print("TypeError:", e)
def f(x: c.Mapping[str, int]) -> c.Iterable[str]:
    return list(x)
print(f({"a": 1}), f.__annotations__["x"])
class Mine(c.Sequence):
    def __getitem__(self, i): return i
    def __len__(self): return 0
print(Mine[int])
