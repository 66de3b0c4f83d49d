# dataclasses with evaluated annotations: ClassVar skipped, defaults order errors, mutable defaults.
from dataclasses import dataclass, field
from typing import ClassVar, Optional


@dataclass
class A:
    registry: ClassVar[dict] = {}
    name: str
    tags: list = field(default_factory=list)
    parent: Optional["A"] = None


a = A("x")
a.tags.append(1)
print(a, A("y").tags, A.registry)
try:
    @dataclass
    class B:
        x: int = 1
        y: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class C:
        items: list = []
except ValueError as e:
    print("ValueError", e)


@dataclass(frozen=True)
class F:
    v: int


f = F(1)
try:
    f.v = 2
except Exception as e:
    print(type(e).__name__, e)
print(F(1) == F(1), hash(F(1)) == hash(F(1)), F(1) != F(2))
