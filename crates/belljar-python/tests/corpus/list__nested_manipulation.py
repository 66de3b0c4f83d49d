grid = [[0] * 4 for _ in range(3)]
for r in range(3):
    for c in range(4):
        grid[r][c] = r * 4 + c
for row in grid:
    print(" ".join(f"{v:2d}" for v in row))
transposed = [list(t) for t in zip(*grid)]
print(transposed)
print([sum(r) for r in grid], [sum(c) for c in zip(*grid)])
rotated = [list(r) for r in zip(*grid[::-1])]
print(rotated)
diag = [grid[i][i] for i in range(min(len(grid), len(grid[0])))]
print(diag)
