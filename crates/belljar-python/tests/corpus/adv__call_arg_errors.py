# Call binding errors: too many, missing, duplicate, unexpected, positional-only passed by name.
def f(a, b=2, *, c, d=4):
    return a, b, c, d


def g(x, /, y):
    return x, y


for call in [
    lambda: f(1, c=3),
    lambda: f(1, 2, 3),
    lambda: f(c=3),
    lambda: f(1, a=1, c=3),
    lambda: f(1, c=3, e=5),
    lambda: f(1),
    lambda: g(1, 2),
    lambda: g(x=1, y=2),
    lambda: g(1, y=2, z=3),
    lambda: f(*[1, 2], **{"c": 3}),
    lambda: f(**{"a": 1, "c": 2, "b": 3}),
    lambda: f(*5),
    lambda: f(**[1]),
    lambda: f(1, **{1: 2}),
    lambda: (lambda: 0)(1),
    lambda: (lambda *a, **k: (a, k))(1, x=2),
]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError", e)
