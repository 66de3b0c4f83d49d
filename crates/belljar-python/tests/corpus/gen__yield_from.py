def inner():
    x = yield 1
    print("inner got", x)
    y = yield 2
    print("inner got", y)
    return "inner-done"
def outer():
    result = yield from inner()
    print("outer got result", result)
    yield from [10, 20]
    yield from range(2)
    return "outer-done"
g = outer()
print(next(g))
print(g.send("A"))
print(g.send("B"))
print(list(g))
def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", [1, 2], (None,))))
def tree(n):
    if n:
        yield from tree(n - 1)
        yield n
        yield from tree(n - 1)
print(list(tree(3)))
