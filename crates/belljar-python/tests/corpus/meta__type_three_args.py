# type(name, bases, ns) builds classes at run time.
class A:
    def hello(self):
        return "A.hello"


X = type("X", (A,), {"v": 3, "f": lambda self: self.v * 2})
x = X()
print(X.__name__, X.__qualname__, X.__mro__, type(X))
print(x.f(), x.hello(), isinstance(x, A), X.v)
Y = type("Y", (), {})
print(Y, Y.__bases__, type(Y()).__name__)


def init(self, a, b=2):
    self.a = a
    self.b = b


Point = type("Point", (object,), {"__init__": init, "__repr__": lambda s: f"Point({s.a}, {s.b})"})
print(Point(1), Point(3, 4))
for args in [("a", (), {}, 1), ("a", 1, {}), (1, (), {}), ("a", (), 1), ("a", (1,), {})]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    type()
except TypeError as e:
    print("TypeError:", e)
print(type(5), type("s"), type(type))
D = type("D", (A, A.__class__), {}) if False else None
print(D)


class Meta(type):
    pass


M = Meta("M", (), {"k": 1})
print(type(M).__name__, M.k)
N = type("N", (M,), {})
print(type(N).__name__)
