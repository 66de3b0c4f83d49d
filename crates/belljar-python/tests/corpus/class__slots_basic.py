# __slots__: instances take only the declared attributes and have no __dict__.
class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


p = Point(3, 4)
print(p.x, p.y, p.norm2())
p.x = 10
print(p.x)
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    p.__dict__
except AttributeError as e:
    print("AttributeError:", e)
del p.y
try:
    p.y
except AttributeError as e:
    print("AttributeError:", e)
p.y = 7
print(p.y, hasattr(p, "__dict__"), Point.__slots__)


class Point3(Point):
    __slots__ = ("z",)


q = Point3(1, 2)
q.z = 3
print(q.x, q.y, q.z)
try:
    q.w = 0
except AttributeError as e:
    print("AttributeError:", e)


class Loose(Point):
    pass


r = Loose(1, 2)
r.extra = 5
print(r.extra, sorted(vars(r)))


class One:
    __slots__ = "only"


o = One()
o.only = 1
print(o.only)
try:
    o.other = 2
except AttributeError as e:
    print("AttributeError:", e)


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b)
