a = {"x": [1, 2], "y": 3}
b = a.copy()
b["y"] = 4
b["x"].append(3)
print(a, b)
c = dict(a)
print(c == a, c is a)
print({1: "a"} == {1.0: "a"}, {True: 1} == {1: 1})
print({"a": 1} != {"a": 2}, {} == dict())
d = {}
d[(1, 2)] = "tuple key"
d[frozenset([1])] = "fs key"
d[None] = "none key"
print(d)
