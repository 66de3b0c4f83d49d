class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return f"Num.__add__({other.v if isinstance(other, Num) else other})"

    def __radd__(self, other):
        return "Num.__radd__"

    def __lt__(self, other):
        return "Num.__lt__"

    def __gt__(self, other):
        return "Num.__gt__"


class Special(Num):
    def __radd__(self, other):
        return "Special.__radd__"

    def __gt__(self, other):
        return "Special.__gt__"


class Plain(Num):
    pass


print(Num(1) + Special(2))
print(Num(1) + Plain(2))
print(Num(1) < Special(2))
print(Num(1) < Plain(2))
print(Special(1) + Num(2))


class MyInt(int):
    def __radd__(self, other):
        return "MyInt.__radd__"

    def __rsub__(self, other):
        return NotImplemented


print(1 + MyInt(2), MyInt(2) + 1, type(MyInt(2) + 1).__name__)
try:
    print(1 - MyInt(2))
except TypeError as e:
    print("TypeError:", e)


class Vec(list):
    def __eq__(self, other):
        return "Vec.__eq__"

    __hash__ = None


print([1] == Vec([1]), Vec([1]) == [1])
