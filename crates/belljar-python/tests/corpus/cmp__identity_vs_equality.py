a = [1, 2]
b = [1, 2]
c = a
print(a == b, a is b, a is c, a is not b)
print(None is None, type(None).__name__)
x = ()
print(x == (), len(x))
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v
    __hash__ = None
p1, p2 = P(1), P(1)
print(p1 == p2, p1 is p2, p1 != p2, p1 in [p2])
print([p1].count(p2), [p2, p1].index(p1))
