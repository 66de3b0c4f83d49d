# When a metaclass's __new__ returns something that is not an instance of it, __init__ is skipped.
class Weird(type):
    def __new__(mcs, name, bases, ns):
        print("new", name)
        if name == "Gone":
            return 42
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns):
        print("init", name)


class Kept(metaclass=Weird):
    pass


class Gone(metaclass=Weird):
    pass


print(type(Kept).__name__, Gone)


class Other(type):
    pass


class Swap(type):
    def __new__(mcs, name, bases, ns):
        return Other(name, bases, ns)

    def __init__(cls, *a):
        print("Swap.__init__ never runs")


class S(metaclass=Swap):
    pass


print(type(S).__name__)


class Factory(type):
    def __call__(cls, *args):
        print("Factory call", cls.__name__, args)
        return list(args)


class Made(metaclass=Factory):
    def __init__(self):
        print("never")


print(Made(1, 2))


class BadInit(type):
    def __init__(cls, name, bases, ns):
        return 1


try:
    class B(metaclass=BadInit):
        pass
except TypeError as e:
    print("TypeError:", e)
