# Protocol methods of a metaclass apply to its classes: repr, len, iter, in, isinstance hooks.
class EnumMeta(type):
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        cls._names = [k for k in ns if k.isupper()]
        return cls

    def __repr__(cls):
        return f"<enum {cls.__name__}>"

    def __len__(cls):
        return len(cls._names)

    def __iter__(cls):
        return iter([getattr(cls, n) for n in cls._names])

    def __contains__(cls, value):
        return value in [getattr(cls, n) for n in cls._names]


class Color(metaclass=EnumMeta):
    RED = 1
    GREEN = 2
    BLUE = 3


print(repr(Color), len(Color), list(Color), 2 in Color, 7 in Color)
print([Color], str(Color))
print(sorted(Color), sum(Color))
for v in Color:
    print("member", v)


class Duck(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")

    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")


class Quacker(metaclass=Duck):
    pass


class Robot:
    def quack(self):
        return "beep"


print(isinstance(Robot(), Quacker), isinstance(5, Quacker), isinstance(Quacker(), Quacker))
print(issubclass(Robot, Quacker), issubclass(int, Quacker))


class Plain:
    pass


print(repr(Plain).startswith("<class"), isinstance(Plain(), Plain))
