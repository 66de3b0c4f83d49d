fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])
def make():
    out = []
    for i in range(3):
        def f():
            return i * 10
        out.append(f)
    i = 100
    return out
print([f() for f in make()])
def make2():
    return [(lambda j: (lambda: j * 10))(i) for i in range(3)]
print([f() for f in make2()])
x = 1
def show():
    return x
x = 2
print(show())
