# super() in diamond hierarchies, from classmethods, and two-argument forms.
class Base:
    def who(self):
        return ["Base"]

    @classmethod
    def make(cls):
        return cls.__name__


class L(Base):
    def who(self):
        return ["L"] + super().who()


class R(Base):
    def who(self):
        return ["R"] + super().who()

    @classmethod
    def make(cls):
        return "R:" + super().make()


class D(L, R):
    def who(self):
        return ["D"] + super().who()


print(D().who(), [c.__name__ for c in D.__mro__])
print(D.make(), R.make())
print(super(L, D()).who())
try:
    super(L, Base()).who()
except TypeError as e:
    print("TypeError", e)
