print(2 ** 0.5, 9 ** 0.5, 8 ** (1 / 3))
print(pow(2, -2), pow(2.0, 3), pow(7, 2, 5), pow(3, -1, 7))
print((-8) ** 2, 0 ** 0, 0.0 ** 0)
print(10 ** -3, 1.5 ** 2)
print(2 ** 62, 2 ** 63, 2 ** 64, -2 ** 63)
n = 1
for _ in range(70):
    n *= 3
print(n, n.bit_length())
