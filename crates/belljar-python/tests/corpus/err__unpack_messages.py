# Unpacking errors: too many, too few, non-iterables, starred.
def show(fn):
    try:
        fn()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)


def a():
    x, y = [1, 2, 3]


def b():
    x, y, z = (1,)


def c():
    x, y = 5


def d():
    x, *y, z = [1]


def e():
    (x, y), z = [(1, 2, 3), 4]


def f():
    for k, v in ["abc"]:
        pass


def g():
    x, y = None


def h():
    a, b = {"one": 1, "two": 2, "three": 3}


def i():
    x, y = iter([1, 2, 3])


def j():
    [x] = []


for fn in (a, b, c, d, e, f, g, h, i, j):
    show(fn)
first, second = range(10)
