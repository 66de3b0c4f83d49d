nums = [5, 3, 5, 1, 3, 9, 1]
print(sorted(set(nums)))
seen = set()
uniq = []
for n in nums:
    if n not in seen:
        seen.add(n)
        uniq.append(n)
print(uniq)
print(list(dict.fromkeys(nums)))
print({1, 2, 3} == {3, 2, 1}, {1} < {1, 2})
print(sorted({x % 4 for x in range(20)}))
fs = frozenset([1, 2])
d = {fs: "frozen"}
print(d[frozenset([2, 1])])
print(len({(1, 2), (2, 1), (1, 2)}))
print(sorted({"b", "a", "c"}))
