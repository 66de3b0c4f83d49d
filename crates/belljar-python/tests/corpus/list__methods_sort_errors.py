words = ["b", "A", "c"]
words.sort()
print(words)
words.sort(key=str.lower, reverse=True)
print(words)
nums = [3, 1, 2]
print(nums.sort(), nums)
mixed = [3, "1", 2]
try:
    mixed.sort()
except TypeError as e:
    print("TypeError:", e)
print(mixed)
data = [(2, "b"), (1, "a"), (2, "a")]
data.sort(key=lambda t: t[0])
print(data)
try:
    [1, 2].sort(lambda a: a)
except TypeError as e:
    print("TypeError:", e)
