# dataclasses keeps real Field objects in __dataclass_fields__, as CPython does.
from dataclasses import dataclass, field, fields, asdict, astuple, is_dataclass, MISSING


@dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = field(default_factory=list)
    note: str = field(default="", repr=False, compare=False)


a = Item("x", 2)
b = Item("x", 2, note="different")
print(a, a == b, a.tags is not Item("y").tags)
print(list(Item.__dataclass_fields__))
fs = fields(Item)
print([f.name for f in fs])
print([f.default is MISSING for f in fs], fs[2].default_factory is list)
print([f.repr for f in fs], [f.compare for f in fs], [f.init for f in fs])
print(type(fs[0]).__name__, is_dataclass(a), is_dataclass(Item), is_dataclass(3))
print(asdict(a), astuple(b))


@dataclass(order=True)
class V:
    major: int
    minor: int = 0


print(sorted([V(2), V(1, 5), V(1)]), V(1) < V(1, 1))
try:
    fields(3)
except TypeError as e:
    print(e)
try:
    @dataclass(eq=False, order=True)
    class Bad:
        x: int
except ValueError as e:
    print(e)
