# sorted() / reversed() / sum() / any() / all() with odd arguments.
for f in [
    lambda: sorted([3, 1], reverse="yes"),
    lambda: sorted([3, 1], reverse=None),
    lambda: sorted([3, 1], 5),
    lambda: sorted(5),
    lambda: list(reversed({1: 2})),
    lambda: reversed(5),
    lambda: list(reversed(range(3))),
    lambda: sum(["a", "b"], ""),
    lambda: sum([[1], [2]], []),
    lambda: sum([1, 2], start=10),
    lambda: sum([0.1] * 10),
    lambda: any([]),
    lambda: all([]),
    lambda: any(x > 1 for x in [0, 1, 2, 1 / 0] if False),
    lambda: all([1, 0, 1 / 1]),
]:
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
