# Generators closed or thrown into before start, after finish, inside try/finally.
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")


g = gen()
g.close()
print("closed before start")
try:
    next(g)
except StopIteration:
    print("StopIteration after close")
g = gen()
try:
    g.throw(ValueError("early"))
except ValueError as e:
    print("ValueError", e)
g = gen()
print(next(g))
try:
    g.throw(KeyError("mid"))
except KeyError as e:
    print("KeyError", e)
print(list(g))
g = gen()
print(next(g), next(g))
try:
    next(g)
except StopIteration:
    print("done")
g.close()
try:
    g.throw(TypeError("late"))
except TypeError as e:
    print("TypeError", e)


def swallow():
    while True:
        try:
            yield
        except ValueError:
            print("swallowed")


s = swallow()
next(s)
s.throw(ValueError)
s.throw(ValueError)
s.close()
print("closed swallow")
