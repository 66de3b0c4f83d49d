def kind(v):
    match v:
        case (0, 0):
            return "origin"
        case [x, 0]:
            return f"x-axis {x}"
        case (0, y):
            return f"y-axis {y}"
        case (x, y, *more) if more:
            return f"{2 + len(more)}-D"
        case (_, _):
            return "plane"
        case _:
            return "not a point"
for v in [(0, 0), [0, 0], (5, 0), [0, 3], (1, 2, 3, 4), (1, 2), "ab", {0: 0}, range(2)]:
    print(repr(v), kind(v))
