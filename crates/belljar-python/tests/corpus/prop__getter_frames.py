# Property getters written in Python run as frames of the interpreter loop; what a getter
# raises, returns or recurses into, and the classes where the attribute lookup must take the
# general path (__getattr__, __getattribute__, slots, subclasses), behave as in CPython.
class P:
    __slots__ = ("_x",)

    def __init__(self, x):
        self._x = x

    @property
    def x(self):
        return self._x

    @property
    def double(self):
        return self.x * 2

    @property
    def broken(self):
        return self.missing

    @property
    def gen(self):
        yield self._x

    @property
    def err(self):
        raise ValueError("bad " + str(self._x))


p = P(4)
print(p.x, p.double, [p.x for _ in range(3)], list(p.gen), sum(P(i).double for i in range(10)))
for name in ["broken", "err"]:
    try:
        getattr(p, name)
    except Exception as e:
        print(name, type(e).__name__, e)
try:
    p.broken
except AttributeError as e:
    print("direct", e)


class WithGetattr:
    @property
    def value(self):
        raise AttributeError("inner")

    @property
    def ok(self):
        return "ok"

    def __getattr__(self, name):
        return "fallback " + name


w = WithGetattr()
print(w.value, w.ok, w.other)


class Logged:
    def __getattribute__(self, name):
        print("get", name)
        return object.__getattribute__(self, name)

    @property
    def v(self):
        return 5


print(Logged().v)


class Base:
    @property
    def kind(self):
        return type(self).__name__

    @property
    def nested(self):
        return self.kind + "!" + self.kind


class Child(Base):
    pass


print(Child().kind, Base().nested, Child().nested)


class Deep:
    def __init__(self, n):
        self.n = n

    @property
    def depth(self):
        return 0 if self.n == 0 else 1 + Deep(self.n - 1).depth


print(Deep(200).depth)
try:
    Deep(5000).depth
except RecursionError as e:
    print("RecursionError", e)


class Args:
    @property
    def needs(self, extra):
        return extra


try:
    Args().needs
except TypeError as e:
    print("TypeError", e)


class Defaults:
    @property
    def d(self, extra=7):
        return extra


print(Defaults().d)


class Reassigned:
    @property
    def a(self):
        return 1


r = Reassigned()
print(r.a)
Reassigned.a = property(lambda self: 2)
print(r.a)
Reassigned.a = 3
print(r.a)


class Local:
    @property
    def it(self):
        x = [1, 2]
        for i in x:
            if i == 2:
                return i
        return None


l = Local()
print(all(l.it == 2 for _ in range(50)), l.it + l.it)
