scores = [55, 72, 90, 38, 66]
passed = [s >= 60 for s in scores]
print(passed, sum(passed), passed.count(True))
print(sum(s > 50 for s in scores), any(s > 85 for s in scores))
print((3 > 2) + (2 > 1), (1 == 1) * 5, [10, 20][3 > 2])
flags = {"a": True, "b": False}
print(sorted(flags, key=flags.get), [k for k, v in flags.items() if v])
print(True and 5, False or "x", not 0, 0 or None, "" and 1)
