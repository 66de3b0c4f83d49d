# Keyword calls bound by slot (the fast path) and the cases that fall back to the general
# binding: every outcome printed, errors by type and message.
def f(a, b, c=3, *, d=4, e):
    return (a, b, c, d, e)

def g(x, /, y, z=9):
    return (x, y, z)

def h(p, q=2):
    return p * 10 + q

def show(fn, *args, **kw):
    try:
        print(fn(*args, **kw))
    except TypeError as ex:
        print(type(ex).__name__, ex)

print(f(1, 2, e=5))
print(f(1, b=2, e=5))
print(f(e=5, b=2, a=1))
print(f(1, 2, 3, d=0, e=5))
print(f(c=7, e=1, a=0, b=0))
print(g(1, y=2))
print(g(1, z=3, y=2))
print(h(p=4))
print(h(q=5, p=4))
print(h(4, q=1))
# Errors: the general binding raises CPython's messages.
for call in (
    lambda: f(1, 2),
    lambda: f(1, e=5),
    lambda: f(1, 2, a=1, e=5),
    lambda: f(1, 2, e=5, zz=1),
    lambda: g(x=1, y=2),
    lambda: h(q=1),
    lambda: h(1, 2, q=3),
    lambda: h(1, p=1),
):
    try:
        print(call())
    except TypeError as ex:
        print("TypeError", ex)

# Bound methods called with keywords.
class C:
    def __init__(self, base):
        self.base = base
    def m(self, x, y=1, *, z=0):
        return self.base + x * y + z

c = C(100)
print(c.m(2, y=3))
print(c.m(x=2, z=5))
bound = c.m
print(bound(y=2, x=4))
try:
    bound(self=1, x=2)
except TypeError as ex:
    print("TypeError", ex)

# Keyword parameters that live in cells (a nested function reads them).
def outer(n, step=1, *, scale=2):
    def inner():
        return [i * scale for i in range(0, n, step)]
    return inner()

print(outer(n=5))
print(outer(6, step=2, scale=10))
print(outer(scale=3, n=3))

# Defaults are shared objects, bound by reference.
def acc(item, into=[]):
    into.append(item)
    return into

print(acc(item=1), acc(item=2), acc(item=3, into=[]))

# Many keywords (more than the fast path's eight): the general binding.
def many(a=0, b=0, c=0, d=0, e=0, f=0, g=0, h=0, i=0, j=0):
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j

print(many(a=1, b=1, c=1, d=1, e=1, f=1, g=1, h=1, i=1, j=1))
print(many(j=1, a=2))

# A recursive keyword call.
def walk(depth, *, acc=0):
    if depth == 0:
        return acc
    return walk(depth - 1, acc=acc + depth)

print(walk(depth=50))
