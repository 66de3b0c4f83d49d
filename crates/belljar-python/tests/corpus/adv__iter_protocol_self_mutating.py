# An iterator whose __next__ replaces itself on the class, and __iter__ returning other iterators.
class Count:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n == 3:
            Count.__next__ = lambda self: (_ for _ in ()).throw(StopIteration)
        return self.n


print(list(Count()))
print(list(Count()))


class Delegate:
    def __iter__(self):
        return iter({"b": 1, "a": 2})


print(list(Delegate()), sorted(Delegate()), dict.fromkeys(Delegate()))


class IterGen:
    def __iter__(self):
        yield 1
        yield 2


print(list(IterGen()), [x * 2 for x in IterGen()], sum(IterGen()))
