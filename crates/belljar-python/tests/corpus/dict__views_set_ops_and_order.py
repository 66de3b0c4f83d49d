a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
print(sorted(a.keys() & b.keys()), sorted(a.keys() | b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() ^ b.keys()))
print(a.keys() == {"x", "y", "z"}, a.keys() >= {"x"}, a.items() & {("x", 1), ("y", 9)})
print(list(a.items())[-1], next(reversed(a.items())), len(a.values()))
ks = a.keys()
del a["x"]
print(list(ks), "x" in ks)
print(dict(zip(a.values(), a.keys())), {**a, **b})
