# Errors from the iteration protocol with user classes.
def show(fn):
    try:
        print(fn())
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__ + ":", e)


class BadIter:
    def __iter__(self):
        return 42


class NoNext:
    def __iter__(self):
        return self


class NextOnly:
    def __next__(self):
        return 1


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


show(lambda: list(BadIter()))
show(lambda: list(NoNext()))
show(lambda: list(NextOnly()))
show(lambda: next(NextOnly()))
show(lambda: next(Countdown(0)))
show(lambda: list(Countdown(3)))
show(lambda: next([1, 2]))
show(lambda: next("abc"))
show(lambda: next(5))
show(lambda: [x for x in 3.5])
show(lambda: sum(Countdown(4)))
show(lambda: dict(Countdown(2)))
show(lambda: dict([[1, 2], [3]]))
show(lambda: max(Countdown(0)))
show(lambda: a_b_c())
for x in BadIter():
    pass
