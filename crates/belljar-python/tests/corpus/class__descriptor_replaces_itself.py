# Descriptors and metaclass hooks that replace themselves while running.
class Once:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        print("computing", self.name)
        setattr(objtype, self.name, 42)  # replace the descriptor on the class
        return 41


class C:
    x = Once()


c = C()
print(c.x, c.x, C.x, C().x)


class SelfDeleting:
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        del type(obj).attr
        return "first"


class D:
    attr = SelfDeleting()

    def __getattr__(self, name):
        return "fallback " + name


d = D()
print(d.attr, d.attr)


class Meta(type):
    def __call__(cls, *a):
        print("first call of", cls.__name__)
        del Meta.__call__  # later calls use type.__call__
        return super().__call__(*a)


class K(metaclass=Meta):
    def __init__(self, v=0):
        self.v = v


print(K(1).v, K(2).v, K(3).v)


class Swapper:
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        type(self).__get__ = lambda self, obj, objtype=None: "swapped"
        return "original"


class E:
    s = Swapper()


e = E()
print(e.s, e.s)


class DataToNon:
    def __get__(self, obj, objtype=None):
        return "descriptor"

    def __set__(self, obj, value):
        obj.__dict__  # fine
        del type(self).__set__
        object.__setattr__(obj, "v", value)


class F:
    v = DataToNon()


f = F()
print(f.v)
f.v = "stored"
print(f.v)
