from enum import Enum, IntEnum, auto
class Period(Enum):
    _ignore_ = ['tmp', 'i']
    tmp = 5
    i = 2
    A = 1
print(list(Period), hasattr(Period, 'tmp'))
class Ordered(Enum):
    _order_ = 'A B'
    A = 1
    B = 2
print(list(Ordered))
try:
    class Wrong(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print("TypeError:", e)
class Coord(bytes, Enum):
    def __new__(cls, value, label):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        return obj
    PX = (0, 'P.X')
    PY = (1, 'P.Y')
print(Coord.PY.label, Coord(1), Coord.PX.value)
class Color(Enum):
    RED = 1
    GREEN = 2
    lam = lambda self: 5
    def method(self): return 1
print(list(Color), Color.RED.lam(), [m for m in Color.__members__])
print(Color.RED.name, Color.RED._value_, Color["GREEN"].value)
try:
    Color(None)
except ValueError as e:
    print(e)
try:
    Color([1])
except ValueError as e:
    print(e)
class Empty(Enum):
    pass
try:
    Empty(1)
except TypeError as e:
    print(e)
print(list(Empty), len(Empty))
class Sub(Empty):
    X = 1
print(Sub.X)
Color(4)
