# User classes are instantiated by pushing __init__ as a frame: arguments, defaults,
# keyword calls, closures, exceptions inside __init__ and what __init__ returns.
class A:
    def __init__(self, x, y=10, *rest, **kw):
        self.total = x + y + sum(rest) + sum(kw.values())

print(A(1).total, A(1, 2).total, A(1, 2, 3, 4).total, A(1, z=5).total, A(x=2, y=3).total)

def make(k):
    class Closed:
        def __init__(self, v):
            self.v = v * k
    return Closed

print(make(3)(4).v)

class Fails:
    def __init__(self, n):
        if n < 0:
            raise ValueError(f"negative: {n}")
        self.n = n

try:
    Fails(-2)
except ValueError as e:
    print("caught", e)
print(Fails(2).n)

class Nested:
    def __init__(self, depth):
        self.child = Nested(depth - 1) if depth else None
        self.depth = depth

n = Nested(50)
count = 0
while n:
    count += 1
    n = n.child
print("depth", count)

try:
    A()
except TypeError as e:
    print("TypeError:", e)

class NoInit:
    pass
try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)

class Returns:
    def __init__(self):
        return 5

try:
    Returns()
except TypeError as e:
    print("TypeError:", e)
objs = [A(i) for i in range(3)]
print([o.total for o in objs])
