# Calls of nested functions with free variables and cells, many times over: each call gets
# its own cells, the closure's cells are shared.
def make(k):
    def add(x):
        return x + k
    return add

adders = [make(i) for i in range(5)]
total = 0
for i in range(1000):
    total += adders[i % 5](i)
print(total)

def counter():
    n = 0
    def bump(by=1):
        nonlocal n
        n += by
        return n
    return bump

b = counter()
for _ in range(100):
    b()
print(b(), b(by=10))

def cell_param(x, y):
    # `x` lives in a cell (the lambda reads it): each call has its own.
    fs = [lambda: x * 2, lambda: y + x]
    x += 1
    return [f() for f in fs]

print([cell_param(i, 10) for i in range(4)])

def rec(n):
    def helper(m):
        return m + n
    if n == 0:
        return helper(0)
    return helper(rec(n - 1))

print(rec(30))
