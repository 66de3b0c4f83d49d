# try/finally with break/continue/return
def t1():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("fin", i)
    try:
        return "r"
    finally:
        print("fin-ret")
print(t1())
def t2():
    try:
        raise KeyError("k")
    except KeyError as e:
        print("KE", repr(e), str(e))
        return 5
    finally:
        print("finally")
print(t2())
# with
class CM:
    def __enter__(self):
        print("enter"); return self
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None, v)
        return True
with CM() as c:
    raise ValueError("inside")
print("after with")
# generators send
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x
g = acc()
next(g)
print(g.send(5), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value if hasattr(e, "value") else e.args)
def yf():
    r = yield from acc2()
    print("r", r)
def acc2():
    yield 1
    yield 2
    return 3
print(list(yf()))
# match
def m(x):
    match x:
        case 0: return "zero"
        case [a, b]: return f"pair {a} {b}"
        case [a, *rest]: return f"list {a} {rest}"
        case {"k": v, **others}: return f"dict {v} {others}"
        case str() as s if len(s) > 2: return "long str " + s
        case int(n) | float(n): return f"num {n}"
        case _: return "other"
for v in [0, [1, 2], [1, 2, 3], {"k": 1, "z": 2}, "hello", "hi", 5, 2.5, None]:
    print(m(v))
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
match Pt(1, 2):
    case Pt(1, y=yy): print("Pt", yy)
# closures & lambda & decorators
def deco(f):
    def w(*a, **k):
        print("call", f.__name__)
        return f(*a, **k)
    return w
@deco
def add(a, b): return a + b
print(add(2, 3))
fs = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in fs])
# classes
class Base:
    cnt = 0
    def __init__(self): Base.cnt += 1
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def s(x): return x * 2
    def __eq__(self, o): return isinstance(o, Base)
    def __hash__(self): return 1
    def __len__(self): return 3
    def __lt__(self, o): return True
class D(Base): pass
d = D.make()
print(type(d).__name__, Base.cnt, D.s(4), d == D(), len(d), bool(d), D.__mro__)
class X:
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, val): self._v = val * 10
x = X(); x.v = 3; print(x.v)
# multiple inheritance
class A1:
    def who(self): return "A1"
class B1(A1):
    def who(self): return "B1>" + super().who()
class C1(A1):
    def who(self): return "C1>" + super().who()
class D1(B1, C1):
    def who(self): return "D1>" + super().who()
print(D1().who(), [k.__name__ for k in D1.__mro__])
# exceptions chaining
try:
    try:
        {}["a"]
    except KeyError:
        raise ValueError("v")
except ValueError as e:
    print(type(e.__context__).__name__)
# star args
def kw(a, /, b, *, c=3, **rest): return (a, b, c, rest)
print(kw(1, 2), kw(1, b=2, c=4, d=5))
print(*[1, 2], sep="-", end="!\n")
a, (b, c), *d = 1, (2, 3), 4, 5
print(a, b, c, d)
print(divmod(-7, 2), round(2.5), round(3.14159, 2), abs(-3), max([1, 5, 2]), min("abc"))
print("%s is %d years %.1f" % ("Bob", 30, 1.25), "%05.1f|%-4s|%x" % (3.14159, "a", 255))
print("{} {:>4} {name}".format(1, "x", name="n"), "{0[1]} {1.real}".format([1, 2], 5))
print(int("  42 "), float("1e3"), str(1.5), bool([]), list("ab"), tuple({1: 2}), set([1, 1]))
print(hex(255), bin(5), oct(8), chr(97), ord("a"), 7 // -2, -7 // 2, 2 ** -1, 10 ** 20)
print(sorted({3: 'a', 1: 'b'}.items()), list(enumerate("ab", 1)), dict(zip("ab", [1, 2])))
print(isinstance(True, int), 1 == 1.0, hash(1) == hash(1.0), {1: "a", 1.0: "b"}, True + True)
print([1, 2] * 2, (1,) + (2,), "ab" * 3, [[0] * 2] * 2)
s = {1, 2, 3}
print(s | {4}, s & {2, 9}, s - {1}, frozenset([1]), {x % 3 for x in range(10)})
print("a,b,,c".split(","), "  x y  ".split(), "abc".upper().center(9, "*"), "x".join(["a", "b"]))
print(f"{'nested':{'>'}{10}}|{3.0}|{1e-7}|{12345.6789:e}|{0.5:%}|{1/3:.3}")
x = 10
print(f"{x=} {x + 1 = } {x!r:>5}")
nums = [5, 3, 8]
nums.sort(key=lambda n: -n); print(nums)
print(any(n > 7 for n in nums), all(nums), sum([0.1] * 3))
del nums[0]; print(nums)
w = (y := 5) + 1; print(y, w)
print(list(map(str, [1, 2])), list(filter(None, [0, 1, 2])), list(reversed([1, 2, 3])))
print(1 < 2 < 3, 1 < 3 < 2, not 1, 5 if False else 6)
print(type(None), type(1), type(len), None is None)
i = 0
while i < 3:
    i += 1
else:
    print("while else", i)
for q in []:
    pass
else:
    print("for else")
assert True
try:
    assert 1 == 2, "nope"
except AssertionError as e:
    print("assert", e)
import math
print(math.sqrt(16), math.floor(2.7), math.pi, math.gcd(12, 18), math.factorial(20))
from math import ceil as c2
print(c2(1.1))
