def risky():
    yield 1
    yield 1 / 0
    yield 3
g = risky()
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(next(g, "generator is dead after exception"))
def guarded():
    for x in [1, 0, 2]:
        try:
            yield 10 / x
        except ZeroDivisionError:
            yield "div by zero handled inside"
print(list(guarded()))
def finally_gen():
    try:
        yield "a"
        raise KeyError("inside")
    finally:
        print("generator finally ran")
try:
    for v in finally_gen():
        print(v)
except KeyError as e:
    print("KeyError:", e)
