class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        y, m, d = map(int, s.split("-"))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class MyDate(Date):
    pass
print(Date.from_string("2024-02-29"), MyDate.from_string("1999-12-31"))
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024))
d = MyDate(2020, 1, 1)
print(d.from_string("2021-01-02"))
class Counter:
    n = 0
    @classmethod
    def bump(cls):
        cls.n += 1
        return cls.n
class Sub(Counter):
    pass
print(Counter.bump(), Counter.bump(), Sub.bump(), Counter.n, Sub.n)
