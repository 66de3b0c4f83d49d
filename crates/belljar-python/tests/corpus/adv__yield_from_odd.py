# yield from delegating to iterators, generators that throw, and return values.
def inner():
    try:
        x = yield 1
        print("inner got", x)
        yield 2
    except ValueError:
        print("inner caught")
        return "inner done"
    return "normal"


def outer():
    r = yield from inner()
    print("outer got", r)
    yield "end"


g = outer()
print(next(g), g.send("hello"), g.throw(ValueError), list(g))


def delegate_list():
    yield from [1, 2]
    yield from "ab"
    yield from range(2)
    return (yield from iter(()))


print(list(delegate_list()))


def thrower():
    yield from inner()


t = thrower()
next(t)
try:
    t.throw(KeyError("not handled"))
except KeyError as e:
    print("KeyError", e)


def bad():
    yield from 5


try:
    list(bad())
except TypeError as e:
    print("TypeError", e)
