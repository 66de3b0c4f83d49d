# Call-arity errors of user functions, methods and lambdas, in CPython's words.
def show(fn):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__ + ":", e)


def none():
    pass


def one(a):
    pass


def two(a, b):
    pass


def dflt(a, b=1, c=2):
    pass


def kwonly(a, *, key, other=3):
    pass


def posonly(a, b, /, c):
    pass


def star(*args, flag):
    pass


class K:
    def m(self, x):
        pass

    @staticmethod
    def s(x):
        pass

    @classmethod
    def c(cls, x, y):
        pass


show(lambda: none(1))
show(lambda: none(1, 2))
show(lambda: one())
show(lambda: one(1, 2))
show(lambda: two())
show(lambda: two(1))
show(lambda: two(1, 2, 3))
show(lambda: dflt())
show(lambda: dflt(1, 2, 3, 4))
show(lambda: kwonly(1))
show(lambda: kwonly(1, 2))
show(lambda: kwonly(1, key=1, bad=2))
show(lambda: posonly(1, b=2, c=3))
show(lambda: posonly(a=1, b=2, c=3))
show(lambda: star(1, 2))
show(lambda: one(1, a=2))
show(lambda: two(b=1))
show(lambda: K().m())
show(lambda: K().m(1, 2))
show(lambda: K.m(1))
show(lambda: K.s())
show(lambda: K.c(1))
show(lambda: (lambda x, y: 0)(1))
show(lambda: (lambda: 0)(1))
show(lambda: one(**{"a": 1, "b": 2}))
show(lambda: kwonly(1, 2, 3, key=4))
dflt(1, 2, 3, c=4)
