class Num:
    def __init__(self, v):
        self.v = v
    def __neg__(self):
        return Num(-self.v)
    def __pos__(self):
        return Num(abs(self.v))
    def __invert__(self):
        return Num(~self.v)
    def __abs__(self):
        return Num(abs(self.v) * 10)
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __round__(self, n=None):
        return f"round({self.v}, {n})"
    def __repr__(self):
        return f"Num({self.v})"
n = Num(-3)
print(-n, +n, ~n, abs(n), int(n), float(n), round(n), round(n, 2))
print(-(-n), [-x for x in [Num(1), Num(2)]])
