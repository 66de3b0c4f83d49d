# Dict keys that are equal but distinct (1, 1.0, True), NaN keys, and unhashable keys.
d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
for bad in [[1], {"a": 1}, {1}, slice(1)]:
    try:
        {bad: 1}
    except TypeError as e:
        print("TypeError", e)
print({(1, 2): "tuple", frozenset({1}): "fs", None: "none", (): "empty"})
try:
    {(1, [2]): 0}
except TypeError as e:
    print("TypeError", e)
print({0: "a", 0.0: "b", -0.0: "c", False: "d"})
