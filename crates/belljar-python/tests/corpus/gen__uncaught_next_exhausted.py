def two():
    yield 1
    yield 2
g = two()
print(next(g), next(g))
print(next(g))
