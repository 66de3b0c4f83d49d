print([x * x for x in range(10)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[i * j for j in range(1, 4)] for i in range(1, 4)])
print([c.upper() if c in "aeiou" else c for c in "education"])
matrix = [[1, 2, 3], [4, 5, 6]]
print([row[i] for i in range(3) for row in matrix])
print([list(col) for col in zip(*matrix)])
flat = [x for row in matrix for x in row]
print(flat, sum(flat))
x = "outer"
ys = [x for x in "ab"]
print(x, ys)
