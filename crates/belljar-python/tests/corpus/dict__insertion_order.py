d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(d)
d["alpha"] = 100
print(list(d))
del d["zeta"]
d["zeta"] = 0
print(list(d))
print({**d, "alpha": -1, "new": 1})
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
a |= b
print(a)
print({"a": 1, "b": 2} == {"b": 2, "a": 1})
