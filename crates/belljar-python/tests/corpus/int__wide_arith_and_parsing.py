# Ints just past the 64-bit range (mixing with small ints), and int()/float() parsing.
big = 1 << 64
vals = [0, 1, -1, 7, -7, 2**63 - 1, -(2**63), 2**63, big, big + 5, -big, 2**100, -(2**127),
        2**127 - 1, 6364136223846793005, 1442695040888963407]
for a in vals:
    row = []
    for b in [1, -1, 3, -3, 64, big, -big, 2**70, 2**63]:
        row.append(a + b)
        row.append(a - b)
        row.append(a * b)
        row.append(a // b)
        row.append(a % b)
        row.append(a & b)
        row.append(a | b)
        row.append(a ^ b)
        if 0 <= b < 200:
            row.append(a << b)
            row.append(a >> b)
    print(a, sum(row), row[:6], row[-4:])
seed = 12345
for i in range(50):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
print(seed, seed >> 20, seed % 9973, type(seed % 100).__name__)
print((-(2**127)) // -1, (-(2**127)) % -1, 2**126 * 2, (2**63) * (2**63), big >> 10**30)
for bad in ["", "-", "+", "1_", "_1", "1__0", "0x10", "٣", "1e3", " ", "--1", "9" * 19]:
    try:
        print(repr(bad), int(bad))
    except ValueError as e:
        print(repr(bad), e)
for good in ["0", "-0", "+12", "0012", " 42 ", "1_000", "999999999999999999",
             "-999999999999999999", "9223372036854775808", "٣٤"]:
    print(repr(good), int(good))
for s in ["1.", ".5", "-.5", "+1.25", "1.5e3", "1_0.5", " 2.5 ", "inf", "-nan", "0.1",
          "123456789012345678901234567890.5", "00.000", "4.35", "."]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(repr(s), e)
print(str(5), str(-12), str("abc"), str(2**70), f"{5}{-3}{2**64}", f"{True}{None}")
d = {1: "a", 1.0: "b", True: "c"}
d[2] = "x"
d[2.0] = "y"
print(d, {"a": 1, "a": 2, "b": 3})
print(list(enumerate("abc", 2**63 - 2)), list(enumerate("ab", -1)))
z = zip([1, 2, 3], "xyz", range(10))
print(next(z), list(z), list(z), list(zip()), list(zip([1], [])))
