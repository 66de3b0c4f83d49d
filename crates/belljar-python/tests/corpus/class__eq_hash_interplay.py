class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        if not isinstance(other, P):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
a, b = P(1, 2), P(1, 2)
print(a == b, a != b, a is b, len({a, b}), {a: "v"}[b])
print(a == (1, 2), a != "x")
class NoHash:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
print(NoHash.__hash__ is None)
try:
    {NoHash(1)}
except TypeError as e:
    print("TypeError:", e)
class Default:
    pass
x = Default()
print(x == x, x == Default(), len({x, x}))
class AlwaysEq:
    def __eq__(self, other):
        return True
    __hash__ = object.__hash__
print(AlwaysEq() == 5, 5 == AlwaysEq(), AlwaysEq() in [1], [AlwaysEq()] == [7])
