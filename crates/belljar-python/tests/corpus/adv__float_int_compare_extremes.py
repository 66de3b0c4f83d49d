# Comparisons between huge ints and floats stay exact.
big = 2 ** 1000
print(big > 1e300, big < float("inf"), big == float(2 ** 1000))
print(2 ** 53 + 1 == 2.0 ** 53, 2 ** 53 + 1 > 2.0 ** 53)
print(-big < -1e300, float("nan") == big, float("nan") < big)
print(10 ** 400 > 1e308, max(10 ** 400, float("inf")))
print(sorted([1e300, 2 ** 1000, -2 ** 1000, float("-inf"), 0]))
print(hash(2 ** 61 - 1) == hash(float(2 ** 61 - 1)) or "hash differs")
