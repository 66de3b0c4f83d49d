a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = "abc"
print(x, y, z)
(p, q), r = (1, 2), 3
print(p, q, r)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "hello"
print(init, last)
head, *mid, tail = range(6)
print(head, mid, tail)
a, *b = [1]
print(a, b)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
m = n = 5
print(m, n)
lst = [0, 0, 0]
i = 0
i, lst[i] = 1, 9
print(i, lst)
