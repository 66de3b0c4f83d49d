print(pow(3, 200, 10 ** 9 + 7), pow(2, 10 ** 6, 1000), pow(-2, 3, 5), pow(2, -1, 5), pow(7, 0, 1))
print((2 ** 100).bit_length(), (-(2 ** 100)).bit_length(), (1).bit_count() if hasattr(int, "bit_count") else "")
print(0b1010 & -1, -12 & 0xF, -12 | 3, -12 ^ 5, ~(2 ** 70), -(2 ** 70) >> 3, (2 ** 70) << 2)
x = 0
for i in range(0, 70, 7):
    x |= 1 << i
print(x, bin(x).count("1"), x & (x - 1), x ^ (x >> 1))
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
