class Meters:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    __radd__ = __add__
    def __repr__(self):
        return f"{self.v}m"
print(Meters(1) + Meters(2), Meters(1) + 5, 5 + Meters(1), sum([Meters(1), Meters(2)]))
try:
    Meters(1) + "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "x" + Meters(1)
except TypeError as e:
    print("TypeError:", e)
class Weird:
    def __eq__(self, o):
        return NotImplemented
print(Weird() == Weird(), Weird() != 3)
class L:
    def __lt__(self, o):
        return "L.lt"
class R:
    def __gt__(self, o):
        return "R.gt"
print(L() < R(), R() > L(), 1 < R() if False else "skip")
print(R() < L() if False else L() < 1)
