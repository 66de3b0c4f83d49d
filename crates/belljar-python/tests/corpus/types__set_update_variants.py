# set.update and construction from every kind of iterable keep CPython's order.
s = {3, 1}
s.update([10, 2], range(20, 15, -1), {100: 'a', 33: 'b'}, (x * x for x in range(4)))
print(s)
t = set({9: 1, 1: 2, 17: 3, 25: 4})
print(t, set(range(8, -8, -3)), set((5, 4, 3, 2, 1, 0)), frozenset(range(12, 0, -1)))
u = {1}
u |= frozenset([64, 32, 16])
print(u)
v = set()
v.update()
v.update([], set(), {})
print(v, len(v))
w = {x % 7 for x in range(50, 0, -3)}
print(w)
print(set([(1, 2), (2, 1), (1, 2)]), {(i, -i) for i in range(5)})
big = set(range(1000))
for i in range(0, 1000, 7):
    big.discard(i)
big.update(range(2000, 2010))
print(len(big), list(big)[:15], list(big)[-12:])
small = big.copy()
small.difference_update(range(0, 2000))
print(small)
print(sorted(big - set(range(100, 1000))) == sorted(big)[:86], len(big & set(range(500))))
