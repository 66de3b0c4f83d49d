a, b, c = 3, 4, 5
print((a ** 2 + b ** 2) ** 0.5 == c)
disc = b * b - 4 * a * -c
print(disc, (-b + disc ** 0.5) / (2 * a), (-b - disc ** 0.5) / (2 * a))
print(sum(i * i for i in range(1, 11)), sum(range(1, 11)) ** 2)
print(sum(1 / n ** 2 for n in range(1, 1000)))
print(17 % 5 * 3 + 2 ** 3 // 3 - -1)
print(abs(-7) % 3, -7 % abs(3), divmod(-7, -3))
print(1e3 + 1, 7 // 2 * 2 + 7 % 2)
mean = lambda xs: sum(xs) / len(xs)
print(mean([1, 2, 3, 4]), mean([0.1, 0.2, 0.3]))
