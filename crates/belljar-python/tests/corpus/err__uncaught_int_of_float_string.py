# int() of a float-looking string from user input.
rows = ["3", " 42 ", "-7", "+8", "0b101"]
print([int(r, 0) if r.strip().startswith("0b") else int(r) for r in rows])
int("12.0")
