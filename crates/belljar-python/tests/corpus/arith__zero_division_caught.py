cases = [(1, 0), (1.0, 0), (1, 0.0), (0, 0)]
for a, b in cases:
    for op in ("/", "//", "%"):
        try:
            if op == "/":
                r = a / b
            elif op == "//":
                r = a // b
            else:
                r = a % b
        except ZeroDivisionError as e:
            print(f"{a!r} {op} {b!r}: {type(e).__name__}: {e}")
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    print("divmod:", e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print("pow:", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("float pow:", e)
