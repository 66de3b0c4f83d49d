d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["b"], "a" in d, "z" in d)
del d["a"]
print(d)
print(d.get("z"), d.get("z", 0), d.get("b", 0))
print(d.setdefault("b", 99), d.setdefault("x", []), d)
print(d.pop("c"), d.pop("nope", "dflt"), d)
print(list(d.keys()), list(d.values()), list(d.items()))
d.update({"y": 5}, z=6)
d.update([("w", 7)])
print(d)
print(d.popitem(), d)
e = dict(a=1, b=2)
print(e, dict([("k", "v")]), dict(zip("xy", [1, 2])), dict.fromkeys("ab", 0))
