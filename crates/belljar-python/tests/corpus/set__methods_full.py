a = {1, 2, 3}
b = {3, 4}
c = a.copy()
c.add(99)
print(sorted(a), sorted(c))
a.update(b)
print(sorted(a))
a.intersection_update({1, 3, 4, 5})
print(sorted(a))
a.difference_update({4})
print(sorted(a))
a.symmetric_difference_update({3, 7})
print(sorted(a))
print(sorted(a.symmetric_difference({1, 8})), sorted(a.union()), a.issubset(a), a < a)
fs = frozenset([1, 2])
print(sorted(fs | {3}), type(fs | {3}).__name__, type({3} | fs).__name__)
try:
    fs.add(3)
except AttributeError as e:
    print("AttributeError:", e)
a.clear()
print(a, len(a))
