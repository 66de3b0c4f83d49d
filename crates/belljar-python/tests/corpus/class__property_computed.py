class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
    @property
    def perimeter(self):
        return 2 * (self.w + self.h)
    def scale(self, k):
        return Rect(self.w * k, self.h * k)
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
    @property
    def area(self):
        return super().area
r = Rect(3, 4)
print(r.area, r.perimeter, r.scale(2).area)
s = Square(5)
print(s.area, s.perimeter, isinstance(s, Rect))
s.w = 6
print(s.area)
