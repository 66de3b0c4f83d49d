# UnboundLocalError and NameError for free variables.
x = 10


def f():
    print(x)
    x = 5


def g():
    del_me = 1
    del del_me
    return del_me


def outer():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    y = 3
    return inner()


for fn in (f, g):
    try:
        fn()
    except UnboundLocalError as e:
        print(type(e).__name__ + ":", e)
        print(isinstance(e, NameError))
print(outer())


def h(flag):
    if flag:
        total = 1
    total += 1
    return total


print(h(True))
h(False)
