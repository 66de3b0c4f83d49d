# Generators closed or thrown into while suspended inside try/finally.
log = []


def g():
    try:
        log.append("start")
        yield 1
        yield 2
    finally:
        log.append("cleanup")
        yield "in finally"
        log.append("after finally yield")


it = g()
print(next(it))
try:
    it.close()
except RuntimeError as e:
    print("RuntimeError:", e)
print(log)


def h():
    try:
        yield 1
    except ValueError as e:
        log.append(("caught", str(e)))
        yield "recovered"
    finally:
        log.append("h finally")


it = h()
next(it)
print(it.throw(ValueError("boom")))
try:
    next(it)
except StopIteration:
    print("exhausted")
print(log)


def k():
    try:
        yield 1
    finally:
        raise KeyError("from finally")


it = k()
next(it)
try:
    it.close()
except KeyError as e:
    print("KeyError:", e)
it = k()
next(it)
try:
    it.throw(TypeError("thrown"))
except KeyError as e:
    print("KeyError:", e, "context:", type(e.__context__).__name__)

fresh = k()
fresh.close()
print("closed before start")
try:
    fresh.throw(ValueError("late"))
except ValueError as e:
    print("ValueError:", e)


def m():
    yield 1


done = m()
list(done)
print(done.close(), list(done))
