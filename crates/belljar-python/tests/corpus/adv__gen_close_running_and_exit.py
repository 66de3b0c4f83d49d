# Generator edge cases: close/send on a running generator, GeneratorExit handling.
def selfish():
    me = yield "ready"
    try:
        me.close()
    except ValueError as e:
        yield f"ValueError: {e}"
    try:
        next(me)
    except ValueError as e:
        yield f"ValueError: {e}"
    try:
        me.send(1)
    except ValueError as e:
        yield f"ValueError: {e}"


g = selfish()
print(next(g))
print(g.send(g))
print(next(g))
print(next(g))


def stubborn():
    while True:
        try:
            yield 1
        except GeneratorExit:
            yield "ignored"


s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)


def catches_exit():
    try:
        yield 1
    except GeneratorExit:
        print("cleanup on close")
        raise


c = catches_exit()
next(c)
c.close()
c.close()
print("double close fine")


def returns_on_exit():
    try:
        yield 1
    except GeneratorExit:
        return "value ignored"


r = returns_on_exit()
next(r)
print(r.close())
t = catches_exit()
next(t)
try:
    t.throw(GeneratorExit)
except GeneratorExit:
    print("GeneratorExit propagated")
print(list(t))
