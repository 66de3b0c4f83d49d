import reprlib
from collections import deque
r = reprlib.Repr()
print(reprlib.repr(list(range(100))), reprlib.repr(tuple(range(3))), reprlib.repr((1,)), reprlib.repr(set(range(20))), reprlib.repr(frozenset({3, 1, 2})))
print(reprlib.repr({i: str(i) for i in range(10)}), reprlib.repr({}), reprlib.repr(set()), reprlib.repr(frozenset()))
print(reprlib.repr("x" * 100), reprlib.repr("short"), reprlib.repr(2 ** 200), reprlib.repr(deque(range(10))))
print(reprlib.repr([[[[[[[[1]]]]]]]]), reprlib.repr({"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}))
class Thing:
    def __repr__(self):
        return "Thing(" + "z" * 50 + ")"
class Broken:
    def __repr__(self):
        raise ValueError("no")
print(reprlib.repr(Thing()), reprlib.repr(Broken()).startswith("<Broken instance at 0x"))
r.maxlist = 2
r.maxstring = 10
r.maxlevel = 2
r.fillvalue = "~"
print(r.repr([1, 2, 3, 4]), r.repr("abcdefghijklmnop"), r.repr([[[1]]]), r.repr(["aaaaaaaaaaaaaaaaaaaa"]))
class MyRepr(reprlib.Repr):
    def repr_int(self, x, level):
        return "int:" + str(x)
print(MyRepr().repr([1, 2, (3,)]))
print(reprlib.repr([3, "a", None]), reprlib.repr({1, "a"}) in ("{1, 'a'}", "{'a', 1}"))
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
    @reprlib.recursive_repr()
    def __repr__(self):
        return "Node(%s, %r)" % (self.name, self.children)
n = Node("root")
n.children.append(Node("leaf"))
n.children.append(n)
print(repr(n), Node.__repr__.__name__)
class Other:
    @reprlib.recursive_repr("<loop>")
    def __repr__(self):
        return "Other(" + repr(self.me) + ")"
o = Other()
o.me = [o]
print(repr(o))
