# Comparisons returning objects whose __bool__ fails: fine until truth is needed.
class Weird:
    def __bool__(self):
        raise RuntimeError("no truth")


class C:
    def __eq__(self, other):
        return Weird()

    def __lt__(self, other):
        return Weird()

    __hash__ = object.__hash__


a, b = C(), C()
r = a == b
print(type(r).__name__)
for what, f in [
    ("if", lambda: "yes" if a == b else "no"),
    ("not", lambda: not (a < b)),
    ("in list", lambda: a in [b]),
    ("list eq", lambda: [a] == [b]),
    ("chained", lambda: 1 < 2 and (a < b)),
    ("chain2", lambda: a < b < a),
    ("sorted", lambda: sorted([a, b])),
    ("max", lambda: max(a, b)),
    ("count", lambda: [b, b].count(a)),
    ("index", lambda: [b].index(a)),
    ("assert", lambda: exec_assert(a, b)),
]:
    try:
        print(what, type(f()).__name__)
    except RuntimeError as e:
        print(what, "RuntimeError", e)


def exec_assert(x, y):
    assert x == y
    return True
