class Item:
    def __init__(self, name, qty, price):
        self.name = name
        self.qty = qty
        self.price = price
    @property
    def value(self):
        return self.qty * self.price
    def __repr__(self):
        return f"Item({self.name!r}, qty={self.qty}, price={self.price})"
class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, qty, price):
        if name in self.items:
            self.items[name].qty += qty
        else:
            self.items[name] = Item(name, qty, price)
    def remove(self, name, qty):
        item = self.items.get(name)
        if item is None:
            raise KeyError(name)
        if item.qty < qty:
            raise ValueError(f"only {item.qty} {name} left")
        item.qty -= qty
        if item.qty == 0:
            del self.items[name]
    def total(self):
        return sum(i.value for i in self.items.values())
inv = Inventory()
inv.add("bolt", 100, 0.05)
inv.add("nut", 250, 0.02)
inv.add("bolt", 50, 0.05)
inv.add("gear", 3, 12.5)
print(list(inv.items.values()))
print(f"total value: {inv.total():.2f}")
for name, q in [("bolt", 20), ("gear", 5), ("cog", 1), ("gear", 3)]:
    try:
        inv.remove(name, q)
        print(f"removed {q} {name}")
    except (KeyError, ValueError) as e:
        print(f"error: {type(e).__name__}: {e}")
print(sorted(inv.items), f"{inv.total():.2f}")
