grid = {(0, 0): "origin", (1, 0): "east"}
print(grid[(1, 0)])
print(grid[(0, 1)])
