# An uncaught KeyError whose key is a tuple.
grid = {(0, 0): "origin", (1, 0): "east"}
for key in sorted(grid):
    print(key, grid[key])
print(grid[(2, 3)])
