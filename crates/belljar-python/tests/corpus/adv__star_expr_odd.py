# Starred expressions and ** unpacking with odd operands.
def gen():
    yield 1
    yield 2


print([*gen(), *"ab", *range(2), *{3: 4}])
print({**{"a": 1}, **dict(b=2), "a": 3})
print((*[], *()), [*[[1]]])
a, *b = "x"
print(a, b)
*c, d = [1]
print(c, d)
try:
    {**{1: 2}, **[3]}
except TypeError as e:
    print("TypeError", e)
try:
    print(*5)
except TypeError as e:
    print("TypeError", e)
first, *_, last = range(10)
print(first, last)
(x, y), *z = [(1, 2), 3, 4]
print(x, y, z)
