# `super().name(...)` finds what the MRO past the owner class gives: plain methods, class and
# static methods, properties, generator methods, builtin bases' methods.
class Base:
    def m(self, x):
        return ("Base.m", type(self).__name__, x)

    @classmethod
    def cm(cls, x):
        return ("Base.cm", cls.__name__, x)

    @staticmethod
    def sm(x):
        return ("Base.sm", x)

    @property
    def p(self):
        return "Base.p"

    def gen(self, n):
        for i in range(n):
            yield i * 10

    def kw(self, a, b=2, *rest, c=3):
        return ("Base.kw", a, b, rest, c)

class Mid(Base):
    def m(self, x):
        return ("Mid",) + super().m(x + 1)

class Leaf(Mid):
    def m(self, x):
        return ("Leaf",) + super().m(x + 1)

    def calls(self):
        return [
            super().cm(1),
            super().sm(2),
            super().p,
            list(super().gen(3)),
            super().kw(1),
            super().kw(1, 5, 6, 7, c=8),
        ]

    def missing(self):
        return super().nothing()

for o in [Base(), Mid(), Leaf()]:
    print(o.m(0))
leaf = Leaf()
print(leaf.calls())
try:
    leaf.missing()
except AttributeError as e:
    print("AttributeError:", e)

class D(dict):
    def __getitem__(self, k):
        return ("D", super().__getitem__(k))

    def get(self, k, default=None):
        return ("D.get", super().get(k, default))

d = D(a=1)
print(d["a"], d.get("a"), d.get("zz", 0))

# A method whose first argument is not an instance of the owner class.
class Other:
    pass

class Host(Base):
    def m(self, x):
        return super().m(x)

try:
    Host.m(Other(), 1)
except TypeError as e:
    print("TypeError:", e)

# Arguments count errors come from the method itself.
try:
    Leaf().m()
except TypeError as e:
    print("TypeError:", e)

class Wrong(Base):
    def m(self, x):
        return super().m(x, 1, 2)

try:
    Wrong().m(0)
except TypeError as e:
    print("TypeError:", e)

# Recursion through super() stays bounded.
class Deep(Base):
    def m(self, x):
        return self.m(x) if x else super().m(x)

try:
    Deep().m(1)
except RecursionError:
    print("RecursionError")

# A property read whose getter raises AttributeError with and without `__getattr__`.
class P:
    @property
    def v(self):
        raise AttributeError("inner")

class PG(P):
    def __getattr__(self, name):
        return "getattr " + name

try:
    P().v
except AttributeError as e:
    print("AttributeError:", e)
print(PG().v)
class Q:
    def __init__(self):
        self._v = 4

    @property
    def v(self):
        return self._v * 2

print(sum(Q().v for _ in range(5)))
