# return/break inside finally of a generator swallows the exception.
def g():
    try:
        yield 1
        raise ValueError("lost")
    finally:
        return "finally value"


it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration value:", e.value)


def h():
    for i in range(3):
        try:
            yield i
            raise KeyError(i)
        finally:
            continue


print(list(h()))


def outer():
    result = yield from g()
    yield ("got", result)


print(list(outer()))


def deep():
    try:
        try:
            yield "a"
        finally:
            yield "b"
    finally:
        yield "c"


d = deep()
print(next(d), d.send(None), d.send(None))
try:
    d.throw(OSError("x"))
except OSError as e:
    print("OSError:", e)
