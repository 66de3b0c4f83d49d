# Data descriptors beat the instance dict; non-data descriptors lose to it.
class Data:
    def __get__(self, obj, objtype=None):
        print("Data.__get__", obj is None, objtype.__name__)
        return "data" if obj is not None else self

    def __set__(self, obj, value):
        print("Data.__set__", value)
        obj.__dict__  # reading is fine
        object.__setattr__(obj, "_data", value)


class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata" if obj is not None else "nondata-class"


class C:
    d = Data()
    n = NonData()


c = C()
print(c.d, c.n)
c.d = 5
c.n = 6
print(c.d, c.n, c._data)
print(sorted(vars(c)))
print(C.n)
print(type(C.d).__name__)
del c.n
print(c.n)


class OnlySet:
    def __set__(self, obj, value):
        print("OnlySet.__set__", value)


class D:
    s = OnlySet()


d = D()
d.s = 1
print(type(d.s).__name__)
