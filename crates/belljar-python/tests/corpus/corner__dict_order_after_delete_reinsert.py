d = dict.fromkeys("abcde", 0)
del d["b"]
d["b"] = 1
d["a"] = 2
print(list(d), d)
d.pop("c")
d.update(c=3, a=4)
print(d)
e = {}
e.update(d)
print(list(e) == list(d))
print(dict(sorted(d.items())))
keys = list(d)
for k in keys:
    d[k + k] = d.pop(k)
print(d)
