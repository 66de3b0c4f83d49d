# __getattribute__ runs before properties and descriptors; __getattr__ catches AttributeError
# from any of them.
class P:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        return self._v

    @property
    def broken(self):
        raise AttributeError("inside property")

    def __getattribute__(self, name):
        if name == "v":
            print("intercept v")
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return "getattr:" + name


p = P()
print(p.v, p.broken, p.nope)


class Base:
    def __getattribute__(self, name):
        return "base:" + name


class Child(Base):
    def __getattribute__(self, name):
        if name.startswith("own"):
            return "child:" + name
        return super().__getattribute__(name)


c = Child()
print(c.own_x, c.other)


class Counting:
    count = 0

    def __getattribute__(self, name):
        type(self).count += 1
        return object.__getattribute__(self, name)

    def m(self):
        return self.x

    x = 5


k = Counting()
print(k.m(), k.m(), Counting.count)
print(getattr(k, "x"), hasattr(k, "y"), Counting.count)
try:
    object.__getattribute__(k, 5)
except TypeError as e:
    print("TypeError:", e)
