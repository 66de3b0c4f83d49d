# __prepare__ gives the class body its starting namespace.
class WithDefaults(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, [b.__name__ for b in bases], kw)
        return {"PRESET": 1, "helper": lambda: "from prepare"}

    def __new__(mcs, name, bases, ns, **kw):
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class A(metaclass=WithDefaults, option=3):
    seen = PRESET + 1
    made = helper()


print(A.PRESET, A.seen, A.made)


class Bad(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return 42


try:
    class B(metaclass=Bad):
        pass
except TypeError as e:
    print("TypeError:", e)
