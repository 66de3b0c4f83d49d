tests = [
    lambda: [].remove(1),
    lambda: (1, 2).index(3),
    lambda: "abc".index("z"),
    lambda: int("9" * 5, 5),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: range(1, 2, 0),
    lambda: [1, 2, 3][1:2:0],
    lambda: object().x,
    lambda: type("x").nope,
    lambda: min([]),
    lambda: max(),
    lambda: divmod(1, 0),
    lambda: 1.5 % 0,
    lambda: round("x"),
    lambda: [3, "a"].sort(),
    lambda: sorted([None, 1]),
    lambda: {1: 2} < {1: 2},
    lambda: 10 ** 400 * 1.0,
    lambda: float(10 ** 400),
    lambda: "%d" % "x",
    lambda: "%s %s" % ("a",),
    lambda: "{} {}".format(1),
    lambda: "{x}".format(y=1),
    lambda: isinstance(1, 2),
]
for t in tests:
    try:
        t()
        print("no error")
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
