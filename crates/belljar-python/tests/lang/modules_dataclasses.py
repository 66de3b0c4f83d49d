from dataclasses import dataclass, field, asdict
from typing import List, Optional
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
@dataclass(order=True, frozen=True)
class P:
    x: int
    y: int = 0
a = Item("apple", 1.5)
b = Item("apple", 1.5)
a.tags.append("fruit")
print(a, a == b, asdict(a))
print(sorted([P(2, 1), P(1, 5), P(1, 2)]), P(1) == P(1, 0), hash(P(1)) == hash(P(1)))
try:
    P(1).x = 5
except AttributeError as e:
    print("frozen", e)
try:
    Item()
except TypeError as e:
    print(e)
@dataclass
class Inv:
    items: List[Item] = field(default_factory=list)
    note: Optional[str] = None
    def total(self):
        return sum(i.price for i in self.items)
    def __post_init__(self):
        self.count = len(self.items)
inv = Inv([a, b])
print(inv.total(), inv.count, inv)
match P(1, 2):
    case P(x, y):
        print("match", x, y)
