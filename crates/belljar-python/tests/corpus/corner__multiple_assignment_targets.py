a = b = c = []
a.append(1)
print(a, b, c, a is c)
x, y = y, x = 1, 2
print(x, y)
d = {}
d["k"] = d["j"] = 0
print(d)
i = 0
lst = [10, 20, 30]
i = lst[i] = 1
print(i, lst)
p = q = 5
p += 1
print(p, q)
(m, n), o = [1, 2], 3
[r, s] = "rs"
print(m, n, o, r, s)
for k, (v1, v2) in [("a", (1, 2)), ("b", (3, 4))]:
    print(k, v1 + v2)
