nums = [3, 1.5, True, -2, 0.0, 2 ** 70, -1e300, False]
print(sorted(nums))
print(max(nums), min(nums))
print(sorted([1, 1.0, True]), sorted([True, 1.0, 1]))
print(1 == 1.0 == True, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
print(2 ** 53 + 1 > 2.0 ** 53, 2 ** 53 + 1 == 2 ** 53 + 1.0)
print(10 ** 20 == 1e20, 10 ** 23 == 1e23, int(1e23))
print(float("nan") in [float("nan")], sorted([3, 2, 1]) == [1, 2, 3])
