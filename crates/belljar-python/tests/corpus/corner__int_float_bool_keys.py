d = {}
d[1] = "one"
d[1.0] = "one-float"
d[True] = "true"
d[0] = "zero"
d[False] = "false"
d[0.0] = "zero-float"
d[2] = "two"
print(d)
print(list(d.keys()), [type(k).__name__ for k in d])
s = set()
for v in [1, 1.0, True, 0, False, 0.0, 2, 2.0]:
    s.add(v)
print(sorted(s), [type(v).__name__ for v in sorted(s)])
print({1: "a", True: "b"}, {True: "b", 1: "a"})
print([1, 1.0, True].count(1), [0, False, 0.0].index(False))
print(1 in {1.0}, 1.0 in {True}, 0.5 in {0.5})
