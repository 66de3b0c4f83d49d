import copy

a = [1, [2, 3], {"k": [4]}, (5, [6]), {7, 8}, "s", None, 2.5]
b = copy.copy(a)
c = copy.deepcopy(a)
print(b == a, b is a, b[1] is a[1], c == a, c[1] is a[1], c[2]["k"] is a[2]["k"], c[3] is a[3], c[3][1] is a[3][1])
t = (1, 2, "x")
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is not None)
fs = frozenset([1, 2])
print(copy.copy(fs) is fs, copy.deepcopy(fs) == fs, copy.deepcopy({1, 2}), copy.copy(bytearray(b"ab")))
d = {"a": [1], "b": {"c": 2}}
d2 = copy.deepcopy(d)
d2["a"].append(9)
print(d, d2)

cyc = [1, 2]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[2] is cc, cc[2] is not cyc, len(cc))
dd = {}
dd["self"] = dd
ddc = copy.deepcopy(dd)
print(ddc["self"] is ddc)
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is not shared)

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"P({self.x!r}, {self.y!r})"

p = P([1], {"z": 1})
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
print(p2, p2.x is p.x, p3, p3.x is p.x, type(p3) is P)
p.me = p
p4 = copy.deepcopy(p)
print(p4.me is p4)

class S:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]

s = S()
s2 = copy.deepcopy(s)
print(s2.a, s2.a is s.a, hasattr(s2, "b"))

class WithCopy:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("__copy__ called")
        return WithCopy(self.v + 1)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return WithCopy(self.v + 100)

w = WithCopy(1)
print(copy.copy(w).v, copy.deepcopy(w).v, copy.deepcopy([w, w])[0].v)

class St:
    def __init__(self):
        self.a = 1
        self.cache = "big"
    def __getstate__(self):
        print("getstate")
        return {"a": self.a}
    def __setstate__(self, state):
        print("setstate", state)
        for k, v in state.items():
            setattr(self, k, v)

st2 = copy.deepcopy(St())
print(st2.a, hasattr(st2, "cache"))

class ML(list):
    pass
class MD(dict):
    pass
ml = ML([1, [2]])
ml.tag = "t"
ml2 = copy.deepcopy(ml)
print(type(ml2).__name__, ml2, ml2[1] is ml[1], ml2.tag)
md = MD(a=[1])
md3 = copy.copy(md)
print(type(md3).__name__, md3, md3["a"] is md["a"])

class R:
    def __init__(self, v):
        self.v = v
    def __reduce__(self):
        return (R, (self.v * 2,))

print(copy.copy(R(3)).v, copy.deepcopy(R(4)).v)

class Meth:
    def f(self):
        return 1
m = Meth()
bm = copy.deepcopy(m.f)
print(bm(), bm.__self__ is not m)
print(copy.copy(len) is len, copy.deepcopy(P) is P, copy.copy(int) is int)
memo = {}
x = [1]
y = copy.deepcopy([x, x], memo)
print(y, id(x) in memo, memo[id(x)] is y[0])

def gen():
    yield 1

for f in (copy.copy, copy.deepcopy):
    try:
        f(gen())
    except TypeError as e:
        print("TypeError", e)

try:
    raise copy.Error("x")
except copy.Error as e:
    print(type(e).__name__, copy.error is copy.Error, issubclass(copy.Error, Exception))

deep = []
cur = deep
for _ in range(100000):
    nxt = []
    cur.append(nxt)
    cur = nxt
try:
    copy.deepcopy(deep)
    print("copied")
except RecursionError:
    print("RecursionError")
e = ValueError("bad", 2)
e2 = copy.copy(e)
print(type(e2).__name__, e2.args)
