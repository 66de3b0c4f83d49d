def spiral(m):
    out = []
    while m:
        out += m[0]
        m = [list(r) for r in zip(*m[1:])][::-1]
    return out
grid = [[r * 4 + c for c in range(4)] for r in range(3)]
print(spiral(grid))
def rotate(m):
    return [list(r) for r in zip(*m[::-1])]
sq = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
r = sq
for k in range(4):
    r = rotate(r)
    print(k + 1, r)
def pascal(n):
    rows = [[1]]
    for _ in range(n - 1):
        prev = rows[-1]
        rows.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
    return rows
for row in pascal(7):
    print(" ".join(map(str, row)).center(30))
