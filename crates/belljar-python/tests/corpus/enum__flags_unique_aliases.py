from enum import Flag, IntFlag, auto, Enum, unique, STRICT, CONFORM, EJECT, KEEP, FlagBoundary

class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(list(Color), Color.WHITE, repr(Color.WHITE), Color.RED.value, Color.BLUE.value)
p = Color.RED | Color.BLUE
print(p, repr(p), list(p), len(p), bool(p), Color.RED in p, Color.GREEN in p, p & Color.RED, p ^ Color.RED)
print(~Color.RED, repr(~Color.WHITE), bool(Color(0)), Color(0), str(Color(0)), Color(3), Color(7) is Color.WHITE)
for v in range(8):
    print(v, repr(Color(v)), str(Color(v)))
try:
    Color(8)
except ValueError as e:
    print("ValueError:", e)
try:
    Color.RED | 1
except TypeError as e:
    print("TypeError:", e)

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
print(rw, repr(rw), rw == 6, rw + 1, rw | 1, repr(rw | 1), Perm(7), repr(Perm(7)), repr(Perm(15)), Perm.R & 4, repr(Perm.R & 0))
print(~Perm.R, repr(~Perm.R), repr(~rw), isinstance(rw, int), list(rw), format(rw), f"{rw:>3}", Perm.W in rw, 2 | Perm.X, repr(2 | Perm.X))
print(sorted(Perm), list(Perm))

class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2
print(repr(Conform(7)), repr(Conform(4)))
class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2
print(repr(Eject(7)), repr(Eject(3)))
class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2
print(repr(Keep(7)), str(Keep(4)))
print(list(FlagBoundary), STRICT, repr(KEEP))

class Unordered(Flag):
    C = 4
    A = 1
    B = 2
print(list(Unordered), list(Unordered.A | Unordered.C))
class Opt(Flag):
    NONE = 0
    A = 1
    B = 2
print(list(Opt), repr(Opt.NONE), Opt.NONE, repr(Opt(0)))

@unique
class Ok(Enum):
    A = 1
    B = 2
print(list(Ok))
try:
    @unique
    class NotOk(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
except ValueError as e:
    print("ValueError:", e)

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, Shape(2).name, [(n, m.name) for n, m in Shape.__members__.items()])
class Mood(Enum):
    FUNKY = 1
    HAPPY = 3
    def describe(self):
        return self.name, self.value
    def __str__(self):
        return 'my custom str! {0}'.format(self.value)
    @classmethod
    def favorite_mood(cls):
        return cls.HAPPY
print(Mood.favorite_mood(), Mood.HAPPY.describe(), str(Mood.FUNKY), repr(Mood.FUNKY), f"{Mood.FUNKY}")
try:
    Shape.CIRCLE = 5
except AttributeError as e:
    print("AttributeError:", e)
Shape.extra = 7
print(Shape.extra)
print(Perm.__members__)
print(Color.__members__)
