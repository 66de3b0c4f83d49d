# Bound Python methods called through super(), with keywords, or from an instance's dict:
# argument binding and its errors, recursion through them, and handlers in between.

class Base:
    def step(self, dt, scale=1.0):
        return ("Base.step", dt * scale)

    def kw(self, *, flag=False):
        return ("kw", flag)


class Child(Base):
    def step(self, dt, scale=1.0):
        r = super().step(dt, scale=scale * 2)
        return ("Child", r)

    def kw(self, *, flag=False):
        return ("child", super().kw(flag=not flag))

    def down(self, n):
        if n == 0:
            return 0
        return super().step(n)[1] + self.down(n - 1)


c = Child()
print(c.step(0.5))
print(c.step(0.5, scale=3))
print(c.kw(), c.kw(flag=True))
print(c.down(100))
try:
    super(Child, c).step()
except TypeError as e:
    print("TypeError:", e)
try:
    c.kw(1)
except TypeError as e:
    print("TypeError:", e)
try:
    c.step(1, bogus=2)
except TypeError as e:
    print("TypeError:", e)


class Holder:
    pass


h = Holder()
h.f = c.step
print(h.f(2, scale=0.25))
m = c.kw
print(m(flag=True))


class Loop(Base):
    def step(self, dt, scale=1.0):
        return super().step(dt, scale=scale)


class Recur:
    def go(self, n):
        return self.go.__func__(self, n + 1) if n < 0 else super().__getattribute__("go")(n + 1)


try:
    Recur().go(0)
except RecursionError:
    print("RecursionError")


class Raiser(Base):
    def step(self, dt, scale=1.0):
        try:
            return super().step(dt, scale=1 / scale)
        except ZeroDivisionError as e:
            return ("caught", str(e))


print(Raiser().step(1, scale=0), Raiser().step(2, scale=4))
print(Loop().step(3, scale=2))
