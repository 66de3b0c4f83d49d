rows = [("b", 2, 0.5), ("a", 2, 0.1), ("c", 1, 0.9), ("a", 1, 0.5), ("b", 1, 0.1)]
step1 = sorted(rows, key=lambda r: r[2])
step2 = sorted(step1, key=lambda r: r[0])
print(step2)
print(sorted(rows, key=lambda r: (r[0], r[2])) == step2)
print(sorted(rows, key=lambda r: (-r[1], r[0])))
print(sorted(rows, key=lambda r: r[1], reverse=True))
equal_keys = [(1, "first"), (0, "x"), (1, "second"), (1, "third")]
print(sorted(equal_keys, key=lambda t: t[0]))
print(sorted(equal_keys, key=lambda t: t[0], reverse=True))
names = ["bob", "Alice", "carol", "alice", "Bob"]
print(sorted(names), sorted(names, key=str.casefold), sorted(names, key=lambda s: (s.lower(), s)))
