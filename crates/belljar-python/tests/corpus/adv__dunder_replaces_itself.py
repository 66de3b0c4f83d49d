# A dunder that rebinds itself on the class while running: the next call sees the new one.
class Flip:
    def __len__(self):
        Flip.__len__ = lambda self: 2
        return 1

    def __repr__(self):
        Flip.__repr__ = lambda self: "second"
        return "first"

    def __iter__(self):
        del Flip.__iter__
        return iter([1, 2])

    def __call__(self):
        Flip.__call__ = None
        return "called"


f = Flip()
print(len(f), len(f), repr(f), repr(f))
print(list(f))
try:
    list(f)
except TypeError as e:
    print("TypeError", e)
print(f())
try:
    f()
except TypeError as e:
    print("TypeError", e)


class Counter:
    n = 0

    def __eq__(self, other):
        Counter.n += 1
        if Counter.n > 2:
            Counter.__eq__ = lambda s, o: "replaced"
        return False

    __hash__ = object.__hash__


c = Counter()
print(c == 1, c == 1, c == 1, c == 1)
