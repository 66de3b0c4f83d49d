# Dict methods on a dict that contains itself.
d = {"a": 1}
d["self"] = d
print(list(d.keys()), len(d.values()))
print(d.get("self") is d, d.copy()["self"] is d)
print({**d}["self"] is d)
e = dict(d)
print(e == d if False else "skip deep compare", e["self"] is d)
d.pop("self")
print(d)
