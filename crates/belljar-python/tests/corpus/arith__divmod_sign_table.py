for a in (17, -17):
    for b in (5, -5):
        q, r = divmod(a, b)
        print(f"{a:4} {b:3} -> q={q:3} r={r:3} check={q * b + r}")
for a in (17.0, -17.0):
    for b in (5.0, -5.0):
        print(a, b, divmod(a, b))
print(divmod(2 ** 80, 12345), divmod(-(2 ** 80), 12345))
