for s in ["1e3", "1_000", " 12 ", "-0", "+5", "0x10", "1.0", "١٢٣", "12abc", ""]:
    try:
        print(repr(s), "int ->", int(s))
    except ValueError as e:
        print(repr(s), "int ->", "ValueError:", e)
for s in ["1e3", "1e500", "-1e500", ".5", "5.", "inf", "-nan", "1_0.5", "0x10", "1,5", " 3.25\n"]:
    try:
        print(repr(s), "float ->", float(s))
    except ValueError as e:
        print(repr(s), "float ->", "ValueError:", e)
print(int("  0b101 ", 0), int("0o17", 8), int("Z", 36), int("-0x1f", 16))
