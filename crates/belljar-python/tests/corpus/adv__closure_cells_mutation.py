# Closures over loop variables, cells rebound after capture, nonlocal in nested generators.
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs = [lambda i=i: i for i in range(3)]
print([f() for f in fs])


def outer():
    x = 1

    def get():
        return x

    x = 2
    r1 = get()
    x = 3
    return r1, get()


print(outer())


def counter():
    n = 0

    def gen():
        nonlocal n
        while n < 3:
            n += 1
            yield n

    return gen, lambda: n


g, peek = counter()
it = g()
print(next(it), peek(), list(it), peek())


def unbound():
    def inner():
        return y

    try:
        inner()
    except NameError as e:
        print("NameError", e)
    y = 5
    return inner()


print(unbound())
