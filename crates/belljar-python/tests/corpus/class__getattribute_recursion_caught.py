# Runaway recursion through user attribute hooks ends in a catchable RecursionError.
class Loop:
    def __getattribute__(self, name):
        return self.other


try:
    Loop().x
except RecursionError:
    print("getattribute: RecursionError")


class G:
    def __getattr__(self, name):
        return getattr(self, name + "x")


try:
    G().a
except RecursionError:
    print("getattr: RecursionError")


class Desc:
    def __get__(self, obj, objtype=None):
        return obj.d


class H:
    d = Desc()


try:
    H().d
except RecursionError:
    print("descriptor: RecursionError")


class S:
    def __setattr__(self, name, value):
        setattr(self, name, value)


try:
    S().q = 1
except RecursionError:
    print("setattr: RecursionError")


class Meta(type):
    def __call__(cls, *a):
        return cls(*a)


class Infinite(metaclass=Meta):
    pass


try:
    Infinite()
except RecursionError:
    print("metaclass call: RecursionError")
print("done")
