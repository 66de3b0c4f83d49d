rows = [(1, 2, 3, 4), (5, 6), (7,)]
for first, *rest in rows:
    print(first, rest)
for *init, last in ["abc", "de"]:
    print(init, last)
pairs = [("a", (1, 2)), ("b", (3, 4))]
for name, (x, y) in pairs:
    print(name, x * y)
[a, [b, *c]] = [1, [2, 3, 4]]
print(a, b, c)
(p, *q), r = "xyz", 5
print(p, q, r)
d = {k: v for k, v in [("a", 1), ("b", 2), ("a", 3)]}
print(d)
first, second, *_ = range(10)
print(first, second, _)
