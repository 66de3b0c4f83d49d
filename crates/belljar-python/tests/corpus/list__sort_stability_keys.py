people = [("ann", 31), ("bob", 25), ("cat", 31), ("dan", 25), ("eve", 40)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
nums = [5, -3, 2, -8, 0, 7]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: n % 3))
words = "The quick Brown fox Jumps".split()
words.sort(key=str.lower)
print(words)
print(sorted([[1, "b"], [1, "a"], [0, "z"]]))
print(sorted("bca"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}))
