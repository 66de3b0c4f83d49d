# Format specs: bools format as ints once a spec is given; 'z' coerces negative zero.
print(format(True, ""), format(True, "d"), format(False, ">4"), f"{True:^5}|{False:<3}|")
print(f"{True:+}", f"{True:x}", f"{True:.2f}", "{:>6}".format(False))
for v, spec in [(-0.0, "z"), (-0.0001, "z.2f"), (-0.0001, ".2f"), (-0.5, "z.0f"),
                (-1.5, "z.0f"), (-1e-9, "z.3e"), (-0.0, "+z.1f"), (-0.004, "z.1%"),
                (float("-inf"), "z"), (-2.25, "z.1f")]:
    print(repr(format(v, spec)))
for bad in [(1, "z"), (True, "z")]:
    try:
        format(*bad)
    except ValueError as e:
        print("ValueError:", e)
print("{:^{}}|{:.{}f}|{:{}{}}|".format("c", 5, 3.14159, 2, 7, "<", 4))
try:
    "{:{}}{0}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
for t in ["{", "x{", "{0", "}"]:
    try:
        t.format(1)
    except ValueError as e:
        print("ValueError:", e)
