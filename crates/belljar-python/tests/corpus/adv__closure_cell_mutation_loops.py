# Closures capturing loop variables and cells changed after capture.
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])


def make():
    x = 1
    get = lambda: x
    x = 2
    return get


print(make()())


def counter():
    n = 0

    def inc():
        nonlocal n
        n += 1
        return n
    return inc, lambda: n


inc, peek = counter()
inc(); inc()
print(peek())
