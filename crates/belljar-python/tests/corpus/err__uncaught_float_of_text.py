# float() on text that is not a number.
vals = ["1.5", "  -2e3 ", "inf", "1_000.5", ".5", "5."]
print([float(v) for v in vals])
float("12,5")
