# list/tuple indexing and item assignment with small ints, negative ints, bools, big ints and
# out-of-range indices; values that are immediates and values that are objects.
data = [10, 2.5, "s", None, True, [1], (2,)]
print([data[i] for i in range(len(data))])
print([data[-i] for i in range(1, len(data) + 1)])
print(data[True], data[False])
t = tuple(data)
print(t[0], t[-1], t[True])
data[0] = "first"
data[-1] = "last"
data[True] = 1.25
print(data)
for bad in (7, -8, 10**30, -10**30):
    try:
        print(data[bad])
    except IndexError as e:
        print("IndexError:", e)
    try:
        data[bad] = 0
    except IndexError as e:
        print("IndexError:", e)
    try:
        print(t[bad])
    except IndexError as e:
        print("IndexError:", e)
grid = [[0] * 3 for _ in range(3)]
for i in range(3):
    for j in range(3):
        grid[i][j] = i * 3 + j
print(grid, grid[-1][-1])
it = iter(grid)
for row in it:
    row.append(len(row))
print(grid)
acc = []
lst = [1, 2, 3]
for v in lst:
    acc.append(v)
    if v == 1:
        lst.append(4)
print(acc)
