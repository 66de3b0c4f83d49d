print(1 == 1.0, hash(1) == hash(1.0), hash(True) == hash(1))
print(0 == 0.0 == -0.0 == False)
print(hash(0) == hash(-0.0) == hash(False))
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d)
d2 = {}
d2[True] = "a"
d2[1] = "b"
print(d2, len(d2))
s = {1, 1.0, True, 2, 2.0}
print(len(s), sorted(s))
print(2 ** 53 == 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53 + 1)
print(hash(2 ** 61 - 1), hash(-1), hash(-2))
print({0.5: 1}[0.5], {(1, 2): "t"}[(1.0, 2.0)])
