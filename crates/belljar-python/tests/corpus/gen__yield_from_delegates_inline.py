# `yield from` a generator, a list, a range and a generator expression: values sent
# through, return values, exceptions and StopIteration (PEP 479) from the delegate, throw and
# close reaching it, a generator delegating to itself, and a send into a list delegate.

def sub(n):
    got = []
    for i in range(n):
        x = yield i
        got.append(x)
    return ("done", got)

def outer(n):
    r = yield from sub(n)
    print("outer got", r)
    r2 = yield from [10, 20]
    print("list r", r2)
    r3 = yield from range(3)
    return r3

print(list(outer(3)))
g = outer(2)
print(next(g), g.send("a"), g.send("b"))
print(list(g))

def deep(k):
    if k == 0:
        yield "leaf"
        return "r0"
    r = yield from deep(k - 1)
    yield r
    return "r%d" % k
print(list(deep(5)))

def raiser():
    yield 1
    raise ValueError("boom")
def wrap():
    try:
        yield from raiser()
    except ValueError as e:
        print("caught", e)
        yield "after"
print(list(wrap()))

def stopper():
    yield 1
    raise StopIteration("x")
def w2():
    yield from stopper()
try:
    print(list(w2()))
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)

def catcher():
    try:
        yield 1
        yield 2
    except KeyError:
        yield "handled"
    finally:
        print("sub finally")
def w3():
    try:
        yield from catcher()
    finally:
        print("outer finally")
g = w3()
print(next(g))
print(g.throw(KeyError))
g.close()
g = w3()
next(g)
del g

# running reentrancy
def selfref():
    yield from me
me = selfref()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)

# send into list delegate
def wl():
    yield from [1, 2]
g = wl(); next(g)
try:
    g.send(5)
    print("sent")
except AttributeError as e:
    print("AttributeError", e)
# generator exp delegate
def wg():
    x = yield from (i * 2 for i in range(3))
    return x
print(list(wg()))
print(sum(wg()))
def rec(n):
    yield n
    if n:
        yield from rec(n - 1)
try:
    print(len(list(rec(5000))))
except RecursionError as e:
    print("RecursionError")
