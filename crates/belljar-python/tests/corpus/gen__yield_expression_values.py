def g():
    a = yield 1
    b = yield a
    c = yield (a, b)
    yield f"done {c}"
x = g()
print(next(x))
print(x.send("A"))
print(x.send("B"))
print(x.send("C"))
def h():
    v = yield
    print("h got", v)
    yield
y = h()
print(next(y))
print(y.send(42))
def n():
    while True:
        r = yield
        if r is None:
            print("next() sends None")
            break
z = n()
next(z)
print(next(z, "stopped"))
