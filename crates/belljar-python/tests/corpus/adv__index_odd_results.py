# __index__ returning non-int, bool, big ints, or raising, across its users.
class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        if isinstance(self.v, Exception):
            raise self.v
        return self.v


data = [10, 20, 30]
for v in [1, -1, 5, "x", 1.0, None, 2**70, ValueError("idx")]:
    for what, f in [
        ("subscript", lambda: data[I(v)]),
        ("repeat", lambda: len("ab" * I(v))),
        ("pop", lambda: list(data).pop(I(v))),
        ("range", lambda: list(range(I(v)))),
        ("bin", lambda: bin(I(v))),
        ("hex", lambda: hex(I(v))),
    ]:
        try:
            print(repr(v), what, f())
        except Exception as e:
            print(repr(v), what, type(e).__name__, e)
