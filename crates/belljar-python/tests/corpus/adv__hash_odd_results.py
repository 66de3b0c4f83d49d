# __hash__ returning non-int, big ints, bool, or raising; unhashable via __hash__ = None.
class H:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        if isinstance(self.v, Exception):
            raise self.v
        return self.v

    def __eq__(self, other):
        return self is other


for v in [5, -1, 2**70, True, 1.5, "x", None, KeyError("hash")]:
    for what, f in [
        ("hash", lambda: type(hash(H(v))).__name__),
        ("set", lambda: len({H(v), H(v)})),
        ("dict", lambda: len({H(v): 1})),
        ("in", lambda: H(v) in {1: 2}),
    ]:
        try:
            print(repr(v), what, f())
        except Exception as e:
            print(repr(v), what, type(e).__name__, e)


class NoHash:
    __hash__ = None


try:
    {NoHash()}
except TypeError as e:
    print("TypeError", e)
print(hash(H(-1)) == hash(H(-2)), hash(H(2**61 - 1)), hash(H(2**61)))
