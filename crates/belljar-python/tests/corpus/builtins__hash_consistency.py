print(hash(1) == hash(1.0) == hash(True))
print(hash(0) == hash(0.0) == hash(False) == hash(-0.0))
print(hash(2 ** 61) == hash(2.0 ** 61), hash(1.5) == hash(1.5))
print(hash((1, 2)) == hash((1.0, 2.0)), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(-1), hash(-2), hash(10 ** 20) == hash(10 ** 20 % (2 ** 61 - 1)))
print(hash(None) == hash(None), hash(()) == hash(()))
d = {}
d[2 ** 61 - 1] = "a"
d[0] = "b"
print(d.get(0.0), d.get(-0.0), d.get(False), d[2 ** 61 - 1])
print(hash(3) == 3, hash(-7) == -7, hash(12345678901) == 12345678901)
print(hash(0.5) == hash(0.5), hash(float("inf")), hash(float("-inf")))
