a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(sorted(a.union(b, [9])), sorted(a.intersection([1, 2, 9])), sorted(a.difference(b)))
print(a.issubset({1, 2, 3, 4, 5}), a.issuperset({1}), a.isdisjoint({7}))
s = set()
s.add(3); s.add(1); s.add(3)
print(sorted(s), len(s))
s.discard(10); s.discard(1)
print(s)
s.update([5, 6], (7,))
print(sorted(s))
try:
    s.remove(42)
except KeyError as e:
    print("KeyError:", e)
print(s.pop() in {3, 5, 6, 7}, len(s))
print(set(), set([]), frozenset())
