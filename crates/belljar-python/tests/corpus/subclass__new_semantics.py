class Base:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls)

    def __init__(self, *args):
        print("init", args)
        self.args = args


b = Base(1, 2)
print(b.args, type(b).__name__)


class Other:
    pass


class Shape:
    def __new__(cls, kind):
        if kind == "other":
            return Other()
        return object.__new__(cls)

    def __init__(self, kind):
        print("Shape.__init__", kind)
        self.kind = kind


s = Shape("circle")
o = Shape("other")
print(s.kind, type(o).__name__, hasattr(o, "kind"))


class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.count = 0
        return cls._instance

    def __init__(self):
        self.count += 1


a, b2, c = Singleton(), Singleton(), Singleton()
print(a is b2 is c, a.count)


class Registry:
    def __new__(cls, name, registry={}):
        if name not in registry:
            registry[name] = super().__new__(cls)
        return registry[name]

    def __init__(self, name):
        self.name = name


print(Registry("x") is Registry("x"), Registry("x") is Registry("y"), Registry("y").name)
print(Base.__new__ is Base.__dict__["__new__"], type(Base.__dict__["__new__"]).__name__)
n = object.__new__(Other)
print(type(n).__name__, isinstance(n, Other))


class Sub(Base):
    pass


Sub("z")
