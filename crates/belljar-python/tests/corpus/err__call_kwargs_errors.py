# Keyword-argument errors of user functions in CPython's words.
def show(fn):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__ + ":", e)


def f(a, b=2, *, c, d=4):
    return a, b, c, d


def g(a, /, b, **kw):
    return a, b, kw


class Svc:
    def call(self, endpoint, *, retries=3):
        return endpoint, retries


show(lambda: f(1, c=3, e=5))
show(lambda: f(1, 2, 3))
show(lambda: f(1, a=1, c=2))
show(lambda: f(c=1))
show(lambda: f(1, **{"c": 1, "b": 2, "zz": 3}))
show(lambda: g(1, 2, a=3))
show(lambda: g(a=1, b=2))
show(lambda: g())
show(lambda: Svc().call())
show(lambda: Svc().call("x", 5))
show(lambda: Svc().call("x", retry=5))
show(lambda: Svc.call(endpoint="x"))
show(lambda: f(1, *[2, 3]))
show(lambda: f(**{1: 2}))
show(lambda: f(*5))
show(lambda: f(**[1]))
show(lambda: f(1, c=1, **{"c": 2}))
show(lambda: dict(a=1, **{"a": 2}))
show(lambda: (lambda *, k: k)())
show(lambda: (lambda a, b, c, d: 0)(1))
show(lambda: (lambda a, b, c, d: 0)(1, 2, d=4))
print(f(1, c=3), g(1, 2, x=9))
f(1, 2, c=3, d=4, e=5)
