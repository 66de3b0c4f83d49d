x = 10
squares = [x * x for x in range(4)]
print(x, squares)
n = 3
print([n * i for i in range(n)])
class K:
    val = 5
    items = [i for i in range(3)]
    try:
        scaled = [val * i for i in range(3)]
    except NameError as e:
        scaled = f"NameError: {e}"
print(K.items, K.scaled)
def f():
    y = 2
    return [y * i for i in range(3)], {i: y for i in range(2)}, list(y + i for i in range(2))
print(f())
funcs = [lambda: i for i in range(3)]
print([g() for g in funcs])
nested = [[j for j in range(i)] for i in range(4)]
print(nested)
print([(i, j) for i in range(3) if i for j in range(i) if j != 1])
