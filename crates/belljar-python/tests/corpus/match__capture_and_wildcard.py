def describe(x):
    match x:
        case 0:
            return "zero"
        case int(n) if n < 0:
            return f"negative {n}"
        case int(n):
            return f"int {n}"
        case other:
            return f"something else: {other!r}"
for v in [0, -3, 7, "s", [1]]:
    print(describe(v))
match 5:
    case captured:
        pass
print(captured)
