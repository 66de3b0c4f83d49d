data = [("a", 3), ("b", 1), ("c", 3), ("d", 2), ("e", 1)]
print(sorted(data, key=lambda t: t[1], reverse=True))
print(list(reversed(sorted(data, key=lambda t: t[1]))))
data.sort(key=lambda t: t[1])
print(data)
data.sort(key=lambda t: -t[1], reverse=True)
print(data)
nums = [5, 3, 8, 1]
nums.sort(key=lambda n: n % 2)
print(nums)
print(sorted(["b", "a", "c"], reverse=True), sorted([2, 1, 3], key=lambda n: -n, reverse=True))
