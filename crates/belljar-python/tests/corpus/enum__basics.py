from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, EnumMeta, EnumType
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.RED), Color.CRIMSON is Color.RED, list(Color), len(Color))
print(Color.__members__)
print(Color(1), Color['RED'], Color.RED.name, Color.RED.value, Color.RED._name_)
print(type(Color), type(Color.RED), isinstance(Color.RED, Color), Color)
print(Color.RED in Color)
print(Color.__dict__['RED'], Color.__mro__)
print(format(Color.RED), f"{Color.RED}", f"{Color.RED!r}", "%s" % Color.RED)
try: Color(4)
except ValueError as e: print(repr(e))
try: Color['X']
except KeyError as e: print(repr(e))
try: Color.RED = 5
except AttributeError as e: print(e)
try: del Color.RED
except AttributeError as e: print(e)
try: Color.RED < Color.GREEN
except TypeError as e: print(e)
class N(IntEnum):
    A = 1
    B = 2
print(N.A, repr(N.A), str(N.A), format(N.A), f"{N.A:>5}", N.A + 1, N.A < N.B, N.A == 1, hash(N.A) == hash(1))
class S(StrEnum):
    X = auto()
    Y = "yy"
print(S.X, repr(S.X), S.Y + "!", S.X.upper())
class P(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(P.R | P.W, repr(P.R | P.W), list(P.R | P.W), ~P.R, repr(~P.R), P.R & P.W, repr(P.R & P.W), bool(P(0)), P(7), repr(P(0)))
print(list(P), P.RWX, repr(P.RWX))
class IP(IntFlag):
    A = 1
    B = 2
print(IP.A | IP.B, repr(IP.A|IP.B), IP.A | 8, repr(IP.A|8), ~IP.A, repr(~IP.A), IP(0), repr(IP(0)), str(IP.A|IP.B))
class A(Enum):
    X = auto()
    Y = auto()
print(list(A), A.X.value)
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
except ValueError as e: print(e)
F = Enum('F', 'ONE TWO')
print(list(F), F.ONE.value, repr(F), F.__module__ if False else '')
G = Enum('G', [('a', 5), ('b', 6)])
print(list(G))
d = {Color.RED: 'r'}
print(d[Color.RED], d)
match Color.GREEN:
    case Color.RED: print("red")
    case Color.GREEN: print("green")
