# StopIteration raised inside a generator becomes RuntimeError (PEP 479); in __next__ it ends.
def gen():
    yield 1
    raise StopIteration("leaked")


try:
    list(gen())
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)


def gen2():
    yield 1
    next(iter([]))


try:
    print(list(gen2()))
except RuntimeError as e:
    print("RuntimeError", e)


class It:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration("ends")


print(list(It()))


def ret():
    yield 1
    return "value"


g = ret()
next(g)
try:
    next(g)
except StopIteration as e:
    print("StopIteration value", e.value)
print([x for x in (y for y in [1, 2])])
