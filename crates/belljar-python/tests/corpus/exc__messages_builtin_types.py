nothing = None
tests = [
    lambda: [1][5],
    lambda: (1,)[5],
    lambda: "ab"[9],
    lambda: {}["a"],
    lambda: {}[1],
    lambda: {}[(1, "a")],
    lambda: None.foo,
    lambda: (3).real.foo,
    lambda: int("12a"),
    lambda: float("x"),
    lambda: 1 + None,
    lambda: [] + (),
    lambda: -"a",
    lambda: "a" < 1,
    lambda: [1] * 2.0,
    lambda: nothing(),
    lambda: len(5),
    lambda: abs("s"),
    lambda: sum(["a"]),
    lambda: undefined_thing,
    lambda: 2 ** -1 % 0,
    lambda: int(None),
    lambda: "x".join([1]),
    lambda: list(5),
    lambda: {}.fromkeys(1),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
