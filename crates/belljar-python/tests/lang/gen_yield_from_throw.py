def inner():
    try:
        x = yield 1
        print("inner got", x)
        yield 2
    except ValueError as e:
        print("inner caught", e)
        yield "recovered"
    finally:
        print("inner finally")
    return "inner-done"
def outer():
    r = yield from inner()
    print("outer got", r)
    yield "outer-last"
g = outer()
print(next(g))
print(g.send("hello"))
print(g.throw(ValueError("boom")))
print(next(g))
try:
    next(g)
except StopIteration:
    print("stopped")
g2 = outer()
next(g2)
g2.close()
print("closed")
def counter():
    n = 0
    while True:
        cmd = yield n
        if cmd == "stop":
            return n
        n += 1
c = counter()
next(c); c.send(None); c.send(None)
try:
    c.send("stop")
except StopIteration as e:
    print("returned", e.value)
