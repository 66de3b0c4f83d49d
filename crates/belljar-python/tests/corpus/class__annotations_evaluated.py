# Annotations are evaluated when the def / class body / module statement runs (3.11), in order, in the right scope; int | None is a union.
from dataclasses import dataclass, field
from typing import ClassVar, Optional, List


class Point:
    x: int
    y: float = 1.5
    label: "str" = "p"
    tags: list | None = None
    if True:
        inner: bool = False
    for i in range(1):
        loop_var: int = i


print(Point.__annotations__)
print(Point.y, Point.label, Point.tags)


def f(a: int, b: "str" = "x", *args: float, c: bool = True, **kw: dict) -> int | None:
    x: undefined_name_is_fine_in_functions = 1
    return None


print(f.__annotations__)
print(f.__annotations__["return"])


def g(a, b=2):
    return a


print(g.__annotations__, g.__dict__)
g.__annotations__["a"] = int
print(g.__annotations__)

counter: int = 0
name: str
print(__annotations__)
print("name" in globals() if False else "ok")


@dataclass
class Item:
    count: ClassVar[int] = 0
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    parent: Optional["Item"] = None


i = Item("a", 2.0)
print(i, Item.count)
print(list(Item.__annotations__))


order = []


def note(v):
    order.append(v)
    return v


class Order:
    a: note("ann-a") = note("value-a")
    b: note("ann-b")


print(order)

try:
    class Bad:
        x: missing_name = 1
except NameError as e:
    print("NameError", e)

try:
    def h(x: also_missing):
        pass
except NameError as e:
    print("NameError", e)


def outer():
    local_t = int

    class C:
        v: local_t = 3

    def k(p: local_t) -> local_t:
        return p

    return C.__annotations__, k.__annotations__


print(outer())
print(int | None, int | str | None, isinstance(3, int | str), isinstance(None, int | None))
print(isinstance("x", int | float), issubclass(bool, int | str))
print(type(int | None).__name__)
