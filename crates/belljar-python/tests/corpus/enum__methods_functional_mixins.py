from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
import json, copy

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3), repr(Planet.MERCURY))

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
    def describe(self):
        return f"{self.name} is {self.value}"
    @classmethod
    def default(cls):
        return cls.ACTIVE
print(Status("ACTIVE"), Status("Inactive").describe(), Status.default())
try:
    Status("nope")
except ValueError as e:
    print("ValueError:", e)

class Bad(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return 5
try:
    Bad(2)
except TypeError as e:
    print("TypeError:", e)

class Ordinal(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.title() + str(count)
    NORTH = auto()
    SOUTH = auto()
print(list(Ordinal), Ordinal.SOUTH.value)

class Weekday(IntEnum):
    MON = 1
    TUE = auto()
    WED = auto()
print(list(Weekday), Weekday.WED + 0, sorted([Weekday.WED, Weekday.MON]), Weekday(2), max(Weekday))
print(json.dumps({"d": Weekday.TUE}), isinstance(Weekday.MON, int), Weekday.MON == 1, Weekday.MON is Weekday(1))
print(Weekday.TUE * 3, int(Weekday.WED), float(Weekday.MON), f"{Weekday.TUE:03d}", "%d" % Weekday.WED, str(Weekday.MON))
d = {1: "one"}
print(d[Weekday.MON], {Weekday.MON: "x"}[1])

class Method(StrEnum):
    GET = auto()
    POST = "POST"
print(list(Method), Method.GET == "get", Method("POST"), "x" + Method.GET, Method.GET.upper(), len(Method.POST), f"[{Method.GET}]", json.dumps(Method.POST))
try:
    class BadStr(StrEnum):
        X = 1
except TypeError as e:
    print("TypeError:", e)

for c in (Planet, Status, Weekday, Method):
    print(c, len(c), [m.name for m in c], list(reversed(c))[:1])

try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    print("TypeError:", e)
try:
    class Res(Enum):
        _foo_ = 1
except ValueError as e:
    print("ValueError:", e)
try:
    class Ext(Status):
        X = "x"
except TypeError as e:
    print("TypeError:", e)

class Base(Enum):
    def hello(self):
        return "hello " + self.name
class Child(Base):
    A = 1
    B = 2
print(Child.A.hello(), list(Child), Child.B)

print(copy.copy(Status.ACTIVE) is Status.ACTIVE, copy.deepcopy([Status.ACTIVE])[0] is Status.ACTIVE)
print(Status.ACTIVE == Status.ACTIVE, Status.ACTIVE != Status.INACTIVE, Status.ACTIVE == "active", hash(Status.ACTIVE) == hash(Status.ACTIVE))
print(Status.ACTIVE.__class__, type(Status.ACTIVE).__name__, Status.__name__, isinstance(Status.ACTIVE, Enum), issubclass(Status, Enum))
print(Status.__members__.keys(), list(Status.__members__.items())[0])

Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3), Animal["ANT"])
Shape = Enum("Shape", ["CIRCLE", "SQUARE"], start=10)
print(list(Shape))
Env = Enum("Env", {"dev": "d", "prod": "p"})
print(list(Env), Env("p"))
Num = IntEnum("Num", "ONE TWO")
print(Num.TWO + 1, list(Num))
Perm = Flag("Perm", "R W X")
print(list(Perm), Perm.R | Perm.X)

def area(s):
    match s:
        case Shape.CIRCLE:
            return "round"
        case Shape.SQUARE:
            return "square"
print(area(Shape.SQUARE), area(Shape.CIRCLE))
try:
    Planet.EARTH.value = 3
except AttributeError as e:
    print("AttributeError")
try:
    Status.ACTIVE < Status.INACTIVE
except TypeError as e:
    print("TypeError:", e)
print(Weekday.MON < Weekday.TUE, Weekday.MON < 2)
try:
    Enum("X", "A")(5)
except ValueError as e:
    print(e)
try:
    Status.PENDING
except AttributeError as e:
    print("AttributeError:", e)
