def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
A = [[1, 2, 3], [4, 5, 6], [7, 8, 10]]
B = [[1, 0, 2], [0, 1, 0], [3, 0, 1]]
print(matmul(A, B))
print(matmul(A, identity(3)) == A)
print(transpose(A))
print(det(A), det(B), det(identity(4)))
def mat_pow(m, p):
    result = identity(len(m))
    while p:
        if p & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        p >>= 1
    return result
print(mat_pow([[1, 1], [1, 0]], 50)[0][1])
