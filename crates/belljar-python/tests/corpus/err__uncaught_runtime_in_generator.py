# StopIteration raised inside a generator becomes RuntimeError.
def gen():
    yield 1
    raise StopIteration("inner")


g = gen()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)


def gen2():
    yield from [1, 2]
    next(iter([]))


print(list(gen2()))
