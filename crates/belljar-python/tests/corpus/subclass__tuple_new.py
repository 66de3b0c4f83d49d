class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def __repr__(self):
        return f"Point(x={self.x}, y={self.y})"


p = Point(1, 2)
print(p, p.x, p.y, len(p), p[0], list(p), p == (1, 2), hash(p) == hash((1, 2)))
x, y = p
print(x, y, p + (3,), type(p + (3,)).__name__, p * 2, tuple(p), 2 in p)
print(sorted([Point(2, 1), Point(1, 5)]), {p: "here"}[(1, 2)], max(Point(1, 2), Point(1, 3)))
print(isinstance(p, tuple), p.count(1), p.index(2), str(p))


class Pair(tuple):
    pass


q = Pair([3, 4])
print(q, repr(q), Pair(), Pair("ab"), q[::-1], type(q[::-1]).__name__)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
try:
    Pair(1, 2)
except TypeError as e:
    print("TypeError:", e)
r = tuple.__new__(Pair, [7, 8])
print(r, type(r).__name__)
