# Slots across a hierarchy; instances of slotted classes reject other names.
class A:
    __slots__ = ("a",)


class B(A):
    __slots__ = ("b",)


class C(B):
    __slots__ = ()


c = C()
c.a = 1
c.b = 2
print(c.a, c.b)
for name in ["c", "__dict__x", "zz"]:
    try:
        setattr(c, name, 0)
    except AttributeError as e:
        print("AttributeError:", e)
print(getattr(c, "zz", "default"), hasattr(c, "a"))
try:
    del c.zz
except AttributeError as e:
    print("AttributeError:", e)
del c.a
print(hasattr(c, "a"))


class Free:
    pass


class Mixed(Free):
    __slots__ = ("m",)


m = Mixed()
m.m = 1
m.other = 2
print(m.m, m.other, sorted(vars(m)))
