matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([x for row in matrix for x in row if x % 2])
print([[x * 2 for x in row if x > 2] for row in matrix])
print([row for row in matrix if sum(row) > 10])
print({i: [c for c in w] for i, w in enumerate(["ab", "c"])})
pythag = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(pythag)
print(["even" if n % 2 == 0 else "odd" for n in range(5)])
print([y for x in [[1, [2]], [3, [4, 5]]] for y in x[1]])
print(sum(1 for _ in range(100) if _ % 7 == 0))
