# Generators consumed whole by list(), tuple(), sum(), str.join(), sorted(): side effects
# interleave as CPython runs them, user __add__ runs between yields, errors from the consumer
# leave the generator suspended, errors from the generator finish it (PEP 479 for
# StopIteration), partly consumed and self-consuming generators.
def g(n):
    for i in range(n):
        print("yield", i)
        yield i
print(list(g(3)))
print(tuple(g(2)))
print(sum(g(3)))
print(sum(g(3), 10))
print(sum((x * 0.5 for x in range(5)), 0.0))
print("-".join(str(x) for x in range(5)))
print(sorted(x % 3 for x in range(7)))

class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        print("add", self.v, getattr(o, "v", o))
        return V(self.v + getattr(o, "v", o))
    __radd__ = __add__
def gv(n):
    for i in range(n):
        print("gv yields", i)
        yield V(i)
print(sum(gv(3)).v)

def bad_add():
    yield 1
    yield "x"
    print("never")
    yield 2
it = bad_add()
try:
    sum(it)
except TypeError as e:
    print("TypeError", e)
print(list(it))

def raises():
    yield 1
    raise KeyError("k")
try:
    list(raises())
except KeyError as e:
    print("KeyError", e)
def stop():
    yield 1
    raise StopIteration
try:
    list(stop())
except RuntimeError as e:
    print("RuntimeError", e)

p = g(4)
print(next(p))
print(list(p))
print(list(p))

def selfish():
    yield 1
    yield list(me)
me = selfish()
try:
    print(list(me))
except ValueError as e:
    print("ValueError", e)

def nested():
    yield list(x * 2 for x in range(3))
    yield sum(y for y in range(4))
print(list(nested()))

def withfinally():
    try:
        yield 1
        yield 2
    finally:
        print("finally ran")
print(list(withfinally()))
def yf():
    r = yield from g(2)
    yield from [7, 8]
print(list(yf()))
print(", ".join(w.upper() for w in "a b c".split()))
try:
    ",".join(x for x in [1, "a"])
except TypeError as e:
    print("TypeError", e)
def ret():
    yield 5
    return 99
print(list(ret()), sum(ret()))
def gen_send():
    x = yield 1
    print("got", x)
    yield 2
print(list(gen_send()))
print(sum(x for x in [2**62, 2**62, 2**62]))
print(set(x % 4 for x in range(10)))
print(dict((x, x * x) for x in range(3)))
print(max(x for x in range(5)), min(x for x in range(5)), any(x > 3 for x in range(5)), all(x < 9 for x in range(5)))
