f = 1
for i in range(1, 31):
    f *= i
print(f)
print(2 ** 100)
print(2 ** 100 - 1, (2 ** 100) // 3, (2 ** 100) % 1000007)
print(-(2 ** 70) // 7, -(2 ** 70) % 7)
big = 10 ** 30 + 7
print(big * big)
print(len(str(3 ** 200)))
print(int("123456789012345678901234567890") + 1)
print((1 << 64) - 1, hex((1 << 64) - 1))
print(abs(-10 ** 25), divmod(10 ** 25, 999))
