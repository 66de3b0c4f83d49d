n = 2 ** 200
print(n)
print(-n, n // 7, n % 97, n >> 150, n & 0xFFFF, n | 1)
print(str(10 ** 50)[::10], len(str(7 ** 300)))
print(int(str(n)) == n, int("-" + str(n)) == -n, hex(n)[:10])
print(f"{n:,}"[:20], f"{n:e}", float(n))
print(sum(int(d) for d in str(2 ** 1000)))
print((10 ** 40 + 1) * (10 ** 40 - 1) == 10 ** 80 - 1)
a, b = 10 ** 30, 7 ** 35
print(a * b // b == a, divmod(b, a), -b // a, -b % a)
print(2 ** 64 * 2 ** 64 == 2 ** 128, (2 ** 64) ** 2, 3 ** 40 % 1000000007)
