# typing's class forms: NamedTuple, TypedDict, Generic, Protocol, NewType, dataclass ClassVar.
from typing import (NamedTuple, TypedDict, Generic, TypeVar, Protocol, runtime_checkable,
                    Optional, List, Dict, ClassVar, Iterator, get_type_hints, Any,
                    SupportsInt, SupportsFloat, Required, NotRequired, is_typeddict)
from dataclasses import dataclass, fields

class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = "p"
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)

p = Point(3, -4)
print(p, p.norm1(), p._fields, p._field_defaults, Point.__annotations__)
print(p._replace(y=1), p._asdict(), isinstance(p, tuple), Point.__mro__)
x, y, lab = p
print(x, y, lab, p[0], len(p))

Emp = NamedTuple("Emp", [("name", str), ("id", int)])
print(Emp("a", 1), Emp._fields, Emp.__annotations__)
Emp2 = NamedTuple("Emp2", name=str, id=int)
print(Emp2(name="b", id=2))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad2(NamedTuple):
        a: int
        def _asdict(self):
            return {}
except AttributeError as e:
    print("AttributeError:", e)

class Movie(TypedDict):
    name: str
    year: int

class MovieX(Movie, total=False):
    rating: float

m = Movie(name="Blade Runner", year=1982)
print(m, type(m), Movie.__total__, sorted(Movie.__required_keys__), sorted(MovieX.__optional_keys__))
print(MovieX.__annotations__, is_typeddict(Movie), is_typeddict(dict))
mx: MovieX = {"name": "x", "year": 1, "rating": 2.5}
print(mx)
try:
    isinstance(m, Movie)
except TypeError as e:
    print("TypeError:", e)
Point2D = TypedDict("Point2D", {"x": int, "y": int}, total=False)
print(Point2D(x=1), Point2D.__total__, sorted(Point2D.__optional_keys__))

class Opt(TypedDict):
    a: Required[int]
    b: NotRequired[str]
print(sorted(Opt.__required_keys__), sorted(Opt.__optional_keys__))

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), list(s), Stack.__parameters__, Stack[int], type(s).__name__)
print(Stack.__mro__, Stack.__orig_bases__)

class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v
print(Pair[str, int]("a", 1).v, Pair.__parameters__, Pair[str, int])
try:
    Pair[int]
except TypeError as e:
    print("TypeError:", e)

class IntStack(Stack[int]):
    pass
print(IntStack.__parameters__, IntStack.__mro__)

class MyList(List[int]):
    def total(self):
        return sum(self)
print(MyList([1, 2, 3]).total(), MyList.__mro__)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...

class Resource:
    def close(self):
        print("closed")

class Other:
    pass

print(isinstance(Resource(), Closable), isinstance(Other(), Closable))
print(issubclass(Resource, Closable), issubclass(Other, Closable))

class Named(Protocol):
    name: str
try:
    isinstance(Resource(), Named)
except TypeError as e:
    print("TypeError:", e)
try:
    Closable()
except TypeError as e:
    print("TypeError:", e)

class Explicit(Closable):
    pass
e = Explicit()
print(isinstance(e, Closable))

print(isinstance(3, SupportsInt), isinstance("3", SupportsInt), isinstance(2.5, SupportsFloat))

@dataclass
class Config:
    name: str
    retries: int = 3
    registry: ClassVar[Dict[str, int]] = {}
    tag: Optional[str] = None
print([f.name for f in fields(Config)], Config("a"))

def greet(name: str, times: int = 1) -> Optional[str]:
    return name * times
print(get_type_hints(greet))

class Node:
    value: int
    next: Optional["Node"]
    label: "str"
    parent: "Node"
print(get_type_hints(Node, localns={"Node": Node}))
