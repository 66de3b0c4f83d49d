from collections import namedtuple

Point = namedtuple("Point", "x y")
p = Point(1, y=2)
print(p, p.x, p.y, p[0], len(p), isinstance(p, tuple), type(p).__name__)
print(p == (1, 2), p._asdict(), p._replace(x=9), Point._make([5, 6]), Point._fields)
x, y = p
print(x + y, sum(p), list(p), tuple(p), hash(p) == hash((1, 2)), sorted([Point(2, 1), Point(1, 3)]))
print({p: "origin-ish"}[(1, 2)], Point.__name__, repr(Point))
Emp = namedtuple("Emp", ["name", "role", "level"], defaults=["dev", 1])
print(Emp("ana"), Emp("bo", level=3), Emp._field_defaults)
for args, kwargs in [((1,), {}), ((1, 2, 3), {}), ((1,), {"x": 2}), ((1,), {"z": 2}), ((), {})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print("TypeError:", e)
for bad in [("Bad", "x x"), ("Bad", "_x"), ("Bad", "1x"), ("Bad", "def")]:
    try:
        namedtuple(*bad)
    except ValueError as e:
        print("ValueError:", e)
print(namedtuple("R", "a def a", rename=True)._fields)
try:
    p._replace(z=1)
except ValueError as e:
    print("ValueError:", e)
try:
    Point._make([1])
except TypeError as e:
    print("TypeError:", e)


class Vec(namedtuple("Vec", "x y")):
    def norm2(self):
        return self.x ** 2 + self.y ** 2


v = Vec(3, 4)
print(v, v.norm2(), v + (1,), isinstance(v, tuple))
match p:
    case Point(x=1, y=yy):
        print("matched", yy)
