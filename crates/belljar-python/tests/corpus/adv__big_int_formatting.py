# Formatting big ints: separators, bases, %-format, f-strings near the digit limit.
n = 7 ** 1500
s = str(n)
print(len(s), s[:10], s[-10:])
print(f"{n:,}"[:14], len(f"{n:,}"))
print(f"{n:_x}"[:12], len(f"{n:x}"))
print(("%d" % n)[-8:], ("%x" % n)[:8], ("%o" % n)[-5:])
print(format(-n, "+d")[:5], format(n, "e"), f"{n:.3e}")
print(f"{n:>4300}"[:3] == "   ", len(f"{n:>5000}"))
print(int(s) == n, int(s[:4300]) > 0)
m = int("9" * 4300)
print(m % 7, (m + 1) == 10 ** 4300)
try:
    print(m + 1)
except ValueError as e:
    print("ValueError:", e)
try:
    "%d" % (m * 10)
except ValueError as e:
    print("ValueError:", e)
try:
    f"{m * 10:,}"
except ValueError as e:
    print("ValueError:", e)
print(hex(m * 10)[:10], (m * 10).bit_length())
print(float(n) if n < 10 ** 308 else "too big for float")
try:
    float(n ** 2)
except OverflowError as e:
    print("OverflowError:", e)
print(n // 7 ** 1499, n % 10, divmod(n, 10 ** 1260)[1] % 1000)
