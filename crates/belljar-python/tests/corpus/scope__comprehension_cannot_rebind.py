values = [1, 2, 3]
total = 0
doubled = [v * 2 for v in values]
print(doubled, "v" in globals() if False else "comprehension var is local")
def f():
    x = 5
    out = [x for _ in range(2)]
    gen = list(x + i for i in range(2))
    return out, gen
print(f())
def g():
    acc = []
    [acc.append(i) for i in range(3)]
    return acc
print(g())
i = "outer i"
squares = {i: i * i for i in range(3)}
print(i, squares)
