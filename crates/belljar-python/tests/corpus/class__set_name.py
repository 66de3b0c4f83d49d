# __set_name__ is called for every attribute of a new class that defines it.
class Field:
    def __init__(self, default=None):
        self.default = default

    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.owner = owner
        self.name = name
        self.attr = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.attr, self.default)

    def __set__(self, obj, value):
        setattr(obj, self.attr, value)


class Model:
    a = Field(1)
    b = Field("x")

    def __init__(self, a):
        self.a = a


m = Model(5)
print(m.a, m.b, Model.a.name, Model.b.owner.__name__, vars(m))


class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("nope")


try:
    class M:
        q = Bad()
except RuntimeError as e:
    print("RuntimeError:", e, repr(e.__cause__))
# set_name is not called for attributes added later
Model.c = Field()
print(hasattr(Model.c, "name"))
X = type("X", (), {"f": Field(3)})
print(X.f.name, X().f)
