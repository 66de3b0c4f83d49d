original = [5, 2, 9, 1]
copy = sorted(original)
print(original, copy)
ret = original.sort()
print(ret, original)
t = (3, 1, 2)
print(sorted(t), type(sorted(t)).__name__)
s = "hello"
print(sorted(s), "".join(sorted(s)), "".join(sorted(s, reverse=True)))
d = {"b": 1, "a": 2}
print(sorted(d), sorted(d.values()), sorted(d.items()))
nested = [[3, 1], [2, 2], [1, 3]]
nested.sort(key=lambda p: p[1], reverse=True)
print(nested)
print(sorted([0.5, -1, 3, True, False]))
