# Binary operators whose left operand's class defines the method in Python: NotImplemented
# falls back to the right operand's reflected method or to TypeError, errors inside the
# method reach the caller's handler, and the operands survive recursion and handlers.

class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        if isinstance(other, V):
            return V(self.x + other.x)
        if isinstance(other, int):
            return V(self.x + other)
        return NotImplemented

    def __sub__(self, other):
        return self.x - other.x

    def __mul__(self, k):
        if k == 0:
            raise ValueError("zero factor")
        return V(self.x * k)

    def __repr__(self):
        return f"V({self.x})"


class W:
    def __radd__(self, other):
        return ("radd", other)


class Nope:
    pass


class Deep:
    def __init__(self, n):
        self.n = n

    def __add__(self, other):
        if self.n == 0:
            return other
        return Deep(self.n - 1) + (other + 1)


class Idx:
    def __index__(self):
        return 3

    def __mul__(self, other):
        return "mul called"


class Gen:
    def __add__(self, other):
        yield other


print(V(1) + V(2), V(1) + 5, V(7) - V(3))
print(V(1) + W())
try:
    V(1) + "s"
except TypeError as e:
    print("TypeError:", e)
try:
    V(1) + Nope()
except TypeError as e:
    print("TypeError:", e)
try:
    V(2) * 0
except ValueError as e:
    print("ValueError:", e)
print(V(2) * 4)
print(Deep(50) + 0)
print(Idx() * "ab", Idx() * [1], Idx() * 2)
print(list(Gen() + 5))
total = V(0)
for i in range(100):
    total = total + V(i)
print(total)
# The operands are held until the method returns: the left one may be rebound meanwhile.
class Rebind:
    def __add__(self, other):
        global r
        r = None
        return "ok"
r = Rebind()
print(r + 1, r)
try:
    Deep(10**6) + 0
except RecursionError:
    print("RecursionError")
print(sum([V(1), V(2)], V(10)))
