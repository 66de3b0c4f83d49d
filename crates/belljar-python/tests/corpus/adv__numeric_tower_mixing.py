# Mixed int/float/bool arithmetic and comparisons with huge ints.
big = 10**30
print(big + 0.5 == float(big), big > 1e29, big < float("inf"), -big < -1e29)
print(2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53))
print(big / 3 if False else "skip", big // 7, big % 7, divmod(-big, 7))
try:
    float(10**400)
except OverflowError as e:
    print("OverflowError", e)
try:
    10**400 / 1
except OverflowError as e:
    print("OverflowError", e)
print(10**400 / 10**399, -(10**400) / 3**700, 10**400 // 10**399, (10**400) > float("inf"), 10**400 == float("inf"))
print(hash(2**64) == hash(float(2**64)), 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
print(max(1, 1.0), max(1.0, 1), min(True, 1), sorted([2, 1.5, True]))
