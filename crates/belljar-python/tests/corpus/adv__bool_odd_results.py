# __bool__ returning non-bool or raising, seen by if, not, and/or, while, filter, any/all.
class B:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        if isinstance(self.v, Exception):
            raise self.v
        return self.v


for v in [True, False, 1, 0, None, "yes", KeyError("bool")]:
    b = B(v)
    for what, f in [
        ("if", lambda: "t" if b else "f"),
        ("not", lambda: not b),
        ("and", lambda: (b and "second") is b),
        ("any", lambda: any([b])),
        ("filter", lambda: len(list(filter(None, [b])))),
    ]:
        try:
            print(repr(v), what, f())
        except Exception as e:
            print(repr(v), what, type(e).__name__, e)
