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
p = Point(3, 4)
print(p, p.x, p.y, p[0], len(p), p == (3, 4), isinstance(p, tuple))
x, y = p
print(x + y, sorted([Point(2, 1), Point(1, 5)]))
print({p: "origin-ish"}[(3, 4)])
