# The per-class lookup cache grows with the names looked up and must notice every later change:
# many names (past any table size), names built at run time, hooks added after use.
class Many:
    pass

for i in range(300):
    setattr(Many, "attr_" + str(i), i)
m = Many()
total = 0
for rnd in range(2):
    for i in range(300):
        total += getattr(m, "attr_" + str(i))
print("total", total)
Many.attr_7 = "changed"
print(m.attr_7, getattr(m, "attr_" + "7"), Many.attr_299)
for i in range(0, 300, 50):
    delattr(Many, "attr_" + str(i))
print(hasattr(m, "attr_0"), hasattr(m, "attr_1"), hasattr(m, "attr_250"))

class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, other):
        return V(self.x + other.x)
    def show(self):
        return "V(%r)" % self.x

a, b = V(1), V(2)
for _ in range(3):
    print((a + b).show())
V.__add__ = lambda self, other: "replaced add"
print(a + b)
del V.__add__
try:
    a + b
except TypeError as e:
    print("TypeError:", e)

log = []
class W:
    def __init__(self):
        self.n = 0
w = W()
for i in range(3):
    w.n = i
print(w.n)
def spy(self, name, value):
    log.append((name, value))
    object.__setattr__(self, name, value * 10)
W.__setattr__ = spy
w.n = 5
print(w.n, log)
del W.__setattr__
w.n = 6
print(w.n, log)

class Desc:
    def __get__(self, obj, owner):
        return "desc get"
class H:
    d = Desc()
h = H()
h.__dict__  # not live, but must not break anything
h.d = "instance value"
print(h.d)
Desc.__set__ = lambda self, obj, value: log.append(("set", value))
h.d = "again"
print(h.d, log[-1])

class G:
    def __init__(self):
        self.real = 1
g = G()
print(g.real)
G.__getattr__ = lambda self, name: "fallback " + name
print(g.real, g.missing)
G.__getattribute__ = lambda self, name: "intercepted " + name
print(g.real, g.missing)
del G.__getattribute__
print(g.real, g.missing)

class Meth:
    def f(self):
        return "method"
mm = Meth()
print(mm.f())
mm.f = lambda: "instance attr"
print(mm.f())
Meth.f = property(lambda self: lambda: "property wins")
print(mm.f())
del Meth.f
print(mm.f())
del mm.f
try:
    mm.f()
except AttributeError as e:
    print("AttributeError:", e)

class S:
    __slots__ = ("a",)
s = S()
s.a = 1
print(s.a)
try:
    s.b = 2
except AttributeError as e:
    print("AttributeError:", e)
try:
    s.aa
except AttributeError as e:
    print("AttributeError:", e)
