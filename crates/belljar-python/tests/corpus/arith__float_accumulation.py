total = 0.0
for _ in range(10):
    total += 0.1
print(total, total == 1.0, round(total, 10) == 1.0)
print(sum([0.1] * 10), 0.1 * 10)
cents = sum(10 for _ in range(10))
print(cents / 100)
x = 1.0
while x + 1.0 != x:
    x *= 2.0
print(x, x == 2.0 ** 53)
eps = 1.0
while 1.0 + eps / 2 != 1.0:
    eps /= 2
print(eps, eps == 2 ** -52)
print(1e308 * 10, -1e308 * 10, 5e-324 / 2, 1e-320)
