def make():
    fns = []
    x = 0
    for i in range(3):
        x += 10
        fns.append(lambda: (i, x))
    return fns
print([f() for f in make()])
def make2():
    result = []
    for i in range(3):
        def inner(i=i):
            return i
        result.append(inner)
    return result
print([f() for f in make2()])
acc = []
for word in ["a", "b"]:
    acc.append(lambda suffix: word + suffix)
print([f("!") for f in acc])
