import types
from types import SimpleNamespace, MappingProxyType

ns = SimpleNamespace(a=1, b="x")
print(ns, ns.a, ns.b)
ns.c = [1]
print(ns, ns == SimpleNamespace(a=1, b="x", c=[1]), ns != SimpleNamespace(a=1))
print(SimpleNamespace(), SimpleNamespace() == SimpleNamespace(), ns == 5)
del ns.a
print(ns, vars(ns))
ns.me = ns
print(ns)
try:
    SimpleNamespace(1)
except TypeError as e:
    print(e)
try:
    hash(SimpleNamespace())
except TypeError:
    print("TypeError")
print(repr(MappingProxyType({1: 2})))

class Sub(SimpleNamespace):
    pass
print(Sub(z=2))

d = {"a": 1, "b": 2}
mp = MappingProxyType(d)
print(mp, mp["a"], len(mp), list(mp), "a" in mp, mp.get("z", 0), sorted(mp.keys()), list(mp.values()), list(mp.items()))
d["c"] = 3
print(mp["c"], mp.copy(), mp == d, mp | {"d": 4})
try:
    mp["x"] = 1
except TypeError as e:
    print(e)
try:
    del mp["a"]
except TypeError as e:
    print(e)
try:
    MappingProxyType([1])
except TypeError as e:
    print(e)

def f():
    pass
def g():
    yield 1
class C:
    def m(self):
        pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(C().m, types.MethodType))
print(isinstance(len, types.BuiltinFunctionType), isinstance(g(), types.GeneratorType), isinstance(f, types.GeneratorType))
print(types.NoneType is type(None), types.EllipsisType is type(...), types.NotImplementedType is type(NotImplemented))
