# Class attribute lookups are memoised; every way of changing a class must be seen at once.
class Base:
    kind = "base"
    def greet(self):
        return "base greet"

class Child(Base):
    pass

c = Child()
for _ in range(3):
    print(c.greet(), c.kind, Child.kind)

Base.greet = lambda self: "patched greet"
print(c.greet())
Child.kind = "child"
print(c.kind, Base.kind)
del Child.kind
print(c.kind)
Base.extra = 41
print(c.extra + 1)
c.greet = lambda: "instance greet"
print(c.greet())
del c.greet
print(c.greet())

def late(self):
    return "late " + self.kind
Child.late = late
print(c.late())
del Base.greet
try:
    c.greet()
except AttributeError as e:
    print("AttributeError:", e)

class P:
    @property
    def v(self):
        return 1
p = P()
print(p.v)
P.v = property(lambda self: 2)
print(p.v)
P.v = 3
print(p.v)
