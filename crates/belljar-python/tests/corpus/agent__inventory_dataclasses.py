# Inventory management with dataclasses: defaults, ordering, asdict, replace.
from dataclasses import dataclass, field, asdict, replace, astuple


@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    qty: int = 0
    price: float = 0.0
    tags: list = field(default_factory=list, compare=False, repr=False)

    @property
    def value(self):
        return round(self.qty * self.price, 2)


@dataclass
class Warehouse:
    name: str
    items: dict = field(default_factory=dict)

    def add(self, item):
        if item.sku in self.items:
            existing = self.items[item.sku]
            self.items[item.sku] = replace(existing, qty=existing.qty + item.qty)
        else:
            self.items[item.sku] = item

    def remove(self, sku, qty):
        item = self.items.get(sku)
        if item is None:
            raise KeyError(sku)
        if item.qty < qty:
            raise ValueError(f"only {item.qty} of {sku} left, asked for {qty}")
        self.items[sku] = replace(item, qty=item.qty - qty)

    def low_stock(self, threshold=5):
        return sorted(i for i in self.items.values() if i.qty < threshold)


w = Warehouse("main")
w.add(Item("B-2", "bolt", 100, 0.05, ["metal"]))
w.add(Item("A-1", "anchor", 3, 12.5))
w.add(Item("C-9", "clamp", 4, 3.75, ["tool"]))
w.add(Item("B-2", "bolt", 20, 0.05))
print(w.items["B-2"])
print(asdict(w.items["C-9"]))
print(astuple(w.items["A-1"]))
print(w.low_stock())
for attempt in [("A-1", 2), ("A-1", 5), ("Z-0", 1)]:
    try:
        w.remove(*attempt)
        print("removed", attempt)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(sorted(w.items.values()))
print(Item("X", "a", 1) == Item("X", "b", 1), Item("A", "z") < Item("B", "a"))
total = sum(i.value for i in w.items.values())
print(f"total value: {total:.2f}")
print(asdict(w)["items"]["A-1"]["qty"])
