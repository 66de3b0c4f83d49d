# The order of union, intersection, difference and symmetric difference follows CPython's
# algorithms (which operand is walked, copies, resizes).
a = {1, 2, 3, 40, 50, 600, 7000}
b = {3, 50, 8, 90, 600, 1100, 12}
print(a | b, b | a)
print(a & b, b & a)
print(a - b, b - a)
print(a ^ b, b ^ a)
print(a.union([99, 1, 17]), a.union(b, {33, 65}))
print(a.intersection([600, 2, 12]), a.intersection(b, {3, 600}))
print(a.difference([1, 2]), a.difference(b, {7000}))
print(a.symmetric_difference([1, 2, 200]), a.symmetric_difference({0: 1, 7000: 2}))
big = set(range(0, 200, 3))
small = {9, 12, 500}
print(big & small, small & big, small - big, small.difference(big))
c = set(a)
c |= {64, 128}
print(c)
c &= {1, 64, 7000, 5}
print(c)
c -= {1}
print(c)
c ^= {5, 64, 77}
print(c)
d = set(range(30))
d.difference_update(range(0, 30, 2))
print(d)
d.intersection_update({1, 3, 5, 99}, [3, 5, 7])
print(d)
d.symmetric_difference_update([5, 6, 38])
print(d)
print(frozenset(a) | b, type(frozenset(a) | b).__name__, type(b | frozenset(a)).__name__)
print(a.copy(), set(a), frozenset(a).copy())
e = set(range(100))
for i in range(100):
    if i % 10:
        e.discard(i)
print(e, e.copy(), set(e) | {1})
