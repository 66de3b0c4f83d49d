def a():
    v = 0
    def b():
        def c():
            nonlocal v
            v += 1
            return v
        c()
        c()
        return c
    inc = b()
    inc()
    return v
print(a())
def counter_factory():
    count = 0
    def get():
        return count
    def inc():
        nonlocal count
        count += 1
    return get, inc
get, inc = counter_factory()
inc(); inc(); inc()
print(get())
def shadowing():
    x = 1
    def inner():
        x = 2
        def innermost():
            nonlocal x
            x = 3
        innermost()
        return x
    return inner(), x
print(shadowing())
