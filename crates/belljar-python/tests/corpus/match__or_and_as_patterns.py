def kind(tok):
    match tok:
        case "+" | "-" as op:
            return f"additive {op}"
        case "*" | "/" | "//" as op:
            return f"multiplicative {op}"
        case (int() | float()) as n if n >= 0:
            return f"non-negative number {n}"
        case int() | float():
            return "negative number"
        case [("a" | "b") as first, *_]:
            return f"list starting with {first}"
        case _:
            return "other"
for t in ["+", "-", "//", 3, -2.5, 0, ["b", 1], ["c"], None]:
    print(repr(t), kind(t))
