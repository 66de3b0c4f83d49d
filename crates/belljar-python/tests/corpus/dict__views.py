d = {"a": 1, "b": 2, "c": 3}
ks = d.keys()
vs = d.values()
it = d.items()
d["d"] = 4
print(list(ks), list(vs), list(it))
print(len(ks), "a" in ks, 4 in vs, ("b", 2) in it)
print(sorted(ks & {"a", "z"}), sorted(ks | {"z"}), sorted(ks - {"a"}))
print(list(reversed(d)), list(reversed(d.values())))
print(d.keys() == {"a", "b", "c", "d"})
print(type(ks).__name__, type(vs).__name__, type(it).__name__)
