# Default values are evaluated once at def time; mutable defaults persist; defaults raising.
calls = []


def default():
    calls.append(1)
    return len(calls)


def f(a=default(), b=[]):
    b.append(a)
    return b


print(f(), f(), f(10), calls)
try:
    def g(a=1 / 0):
        pass
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    g
except NameError as e:
    print("NameError", e)
h = lambda *a, k=len(calls), **kw: (a, k, kw)
print(h(1, 2, z=3))
