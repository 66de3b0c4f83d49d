# Sets print in CPython's hash-table order for ints, including collisions and negatives.
print({5, 3, 100, 1})
print({0, 8, 16, 24, 1, 9})
print({-1, -2, -3, 7, 1000000})
print(set([5, 3, 100, 1]))
print(set(range(20, 0, -3)))
print({x * 7 for x in range(15)})
print(set([2**61, 2**61 - 1, 2**62, -(2**61), 2**64 + 5]))
print({10**18, 10**19, -10**19, 3})
a = [64, 32, 0, 128, 8, 16]
print(set(a), frozenset(a))
s = set()
for i in [37, 5, 69, 101, 133, 165, 197, 3]:
    s.add(i)
print(s)
print(sorted(s) == sorted(set(sorted(s))))
print(list({1: 'a', 9: 'b', 17: 'c'}.keys()), set({1: 'a', 9: 'b', 17: 'c'}))
