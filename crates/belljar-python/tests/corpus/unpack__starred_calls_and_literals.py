def f(a, b, c, d=0):
    return a + b * 10 + c * 100 + d * 1000
args = [1, 2, 3]
print(f(*args), f(*args, 4), f(1, *[2, 3]), f(*"", 1, 2, 3))
kw = {"c": 5, "d": 6}
print(f(1, 2, **kw), f(**{"a": 1, "b": 1, "c": 1}))
print([*range(3), *"ab", 9], (*[1, 2],), {*[1, 1, 2]}, {**{"a": 1}, **{"b": 2}})
print(*[1, 2, 3], sep="-")
a = [1, 2]
b = (3,)
print([*a, *b], len([*a, *a]))
print(max(*[3, 7, 2]), min(*(5, 1)))
