n = 1234567
for spec in ["", "d", ",", "_", "10", "<10", "^10", ">10", "010", "+", "-", " ", "x", "#x", "X", "o", "#o", "b", "#b", "e", ".2f", "%", "=+12", "*^12,", "c"]:
    try:
        print(f"{spec!r:8} -> [{format(n if spec != 'c' else 65, spec)}]")
    except ValueError as e:
        print(f"{spec!r:8} -> ValueError: {e}")
print(format(-42, "=+8"), format(-42, "08"), format(42, "#010b"))
