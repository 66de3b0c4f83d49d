nums = [0, 1, -1, 255, -255, 2 ** 32, 10 ** 18, -(10 ** 18) - 7, 2 ** 100 + 1]
for n in nums:
    print(n, str(n), hex(n), oct(n), bin(n)[:20], format(n, "x"), f"{n:+,}")
for s, base in [("zz", 36), ("-ff", 16), ("777", 8), ("1" * 64, 2), ("0", 2), ("+0x_ff", 0), ("1_000_000", 10)]:
    try:
        print(repr(s), base, int(s, base))
    except ValueError as e:
        print(repr(s), base, "ValueError:", e)
try:
    int("10", 1)
except ValueError as e:
    print("ValueError:", e)
try:
    int(10, 2)
except TypeError as e:
    print("TypeError:", e)
