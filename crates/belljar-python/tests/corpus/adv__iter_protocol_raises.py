# Exceptions from __iter__ and __next__ surface from for, list(), unpacking, in, sum.
class BadIter:
    def __iter__(self):
        raise KeyError("iter")


class BadNext:
    def __iter__(self):
        return self

    def __next__(self):
        raise IndexError("next")


class NotIter:
    def __iter__(self):
        return 5


for label, make in [("iter", BadIter), ("next", BadNext), ("notiter", NotIter)]:
    for what, f in [
        ("for", lambda o: [x for x in o]),
        ("list", list),
        ("unpack", lambda o: [*o]),
        ("in", lambda o: 1 in o),
        ("sum", sum),
        ("tuple", tuple),
        ("sorted", sorted),
        ("zip", lambda o: list(zip(o, o))),
        ("enumerate", lambda o: list(enumerate(o))),
        ("dict", lambda o: dict.fromkeys(o)),
    ]:
        try:
            f(make())
            print(label, what, "ok")
        except Exception as e:
            print(label, what, type(e).__name__, e)
