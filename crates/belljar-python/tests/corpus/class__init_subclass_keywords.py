# __init_subclass__ receives the class keywords; object's takes none.
class Base:
    subs = []

    def __init_subclass__(cls, /, flag=False, **kw):
        super().__init_subclass__(**kw)
        cls.flag = flag
        Base.subs.append(cls.__name__)


class A(Base, flag=True):
    pass


class B(Base):
    pass


class C(A):
    pass


print(A.flag, B.flag, C.flag, Base.subs, hasattr(Base, "flag"))
try:
    class D(Base, other=1):
        pass
except TypeError as e:
    print("TypeError:", e)
print(Base.subs)


class Plain:
    pass


try:
    class E(Plain, x=1):
        pass
except TypeError as e:
    print("TypeError:", e)


class P2:
    def __init_subclass__(cls):
        print("P2 sees", cls.__name__, cls.__mro__[1].__name__)


class Q2(P2):
    pass


class R2(Q2):
    pass


try:
    Q2.__init_subclass__(1)
except TypeError as e:
    print("TypeError:", e)
try:
    Plain.__init_subclass__(1)
except TypeError as e:
    print("TypeError:", e)
try:
    object.__init_subclass__(x=1)
except TypeError as e:
    print("TypeError:", e)
T = type("T", (P2,), {})
print(T.__name__)


class Counted:
    count = 0

    @classmethod
    def __init_subclass__(cls, **kw):
        Counted.count += 1
        cls.index = Counted.count


class One(Counted):
    pass


class Two(Counted):
    pass


print(One.index, Two.index, Counted.count)
