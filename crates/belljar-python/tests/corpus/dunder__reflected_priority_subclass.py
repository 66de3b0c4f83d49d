class Base:
    def __add__(self, other):
        return "Base.__add__"
    def __radd__(self, other):
        return "Base.__radd__"
class Derived(Base):
    def __radd__(self, other):
        return "Derived.__radd__"
class Other:
    def __radd__(self, other):
        return "Other.__radd__"
print(Base() + Derived())
print(Derived() + Base())
print(Base() + Other())
print(1 + Base(), 1 + Other())
class Cmp:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print(f"  Cmp.__lt__({self.v}, {getattr(other, 'v', other)})")
        return NotImplemented
    def __gt__(self, other):
        print(f"  Cmp.__gt__({self.v}, {getattr(other, 'v', other)})")
        return self.v > getattr(other, "v", other)
print(Cmp(1) < Cmp(2))
print(5 < Cmp(3))
