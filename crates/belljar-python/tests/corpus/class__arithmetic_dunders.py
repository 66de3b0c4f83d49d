class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, a * b, -a, abs(b))
c = a
c += b
print(c, a, c is a)
print(sum([a, b], Vec(0, 0)))
try:
    a + 1
except AttributeError as e:
    print("AttributeError:", e)
