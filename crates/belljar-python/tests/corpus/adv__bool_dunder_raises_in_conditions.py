# __bool__ raising inside if, while, and/or, not, all, any, filter.
class Boom:
    def __bool__(self):
        raise RuntimeError("bool exploded")


b = Boom()
tests = [
    ("if", lambda: 1 if b else 0),
    ("not", lambda: not b),
    ("and", lambda: b and 1),
    ("or", lambda: b or 1),
    ("and short", lambda: 0 and b),
    ("all", lambda: all([1, b])),
    ("any", lambda: any([0, b])),
    ("filter", lambda: list(filter(None, [b]))),
    ("ternary chain", lambda: [x for x in [b] if x]),
]
for label, fn in tests:
    try:
        print(label, fn())
    except RuntimeError as e:
        print(label, "RuntimeError:", e)
