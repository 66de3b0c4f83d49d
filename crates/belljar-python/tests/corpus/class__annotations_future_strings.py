"""Under from __future__ import annotations, annotations stay strings and are not evaluated."""
from __future__ import annotations
from dataclasses import dataclass
from typing import ClassVar


class Node:
    value: int
    next: Node | None = None
    missing: not_defined_anywhere


def f(a: int, b: undefined = 1) -> Node:
    return a


@dataclass
class D:
    total: ClassVar[int] = 0
    x: int
    y: list = None


print(Node.__annotations__)
print(f.__annotations__)
print(D(1), D.__annotations__)
x: SomethingUndefined = 5
print(__annotations__, x)
