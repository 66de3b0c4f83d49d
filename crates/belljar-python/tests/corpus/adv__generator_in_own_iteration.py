# Generators consumed inside themselves or by several consumers at once.
def counter():
    n = 0
    while n < 5:
        n += 1
        yield n


g = counter()
print(list(zip(g, g)))
g = counter()
print(next(g), list(g), list(g))
g = counter()
for x in g:
    if x == 2:
        print("inner", list(g))
print(sum(counter()), max(counter()), sorted(counter(), reverse=True))
g = (x * x for x in range(4))
print(4 in g, list(g))
