# List, dict and set comprehensions, nested and filtered.
n = 420
grid = [[(i * j) % 17 for j in range(n)] for i in range(n)]
row_sums = [sum(r) for r in grid]
col_max = [max(grid[i][j] for i in range(n)) for j in range(0, n, 3)]
evens = [x for row in grid for x in row if x % 2 == 0]
lookup = {i: [x for x in grid[i] if x > 10] for i in range(n)}
uniq = {x * y for x in range(400) for y in range(0, 400, 7)}
squares = {k: k * k for k in range(300000)}
print("rows", sum(row_sums), "cols", sum(col_max), "evens", len(evens))
print("lookup", sum(len(v) for v in lookup.values()), "uniq", len(uniq), "squares", squares[299999])
