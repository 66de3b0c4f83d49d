# Mutating a set while iterating it: size changes raise, same-size swaps keep going in
# table order, and the iterator stays finished once exhausted.
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print('RuntimeError:', e)
print(sorted(s))
s = set(range(8))
seen = []
for x in s:
    seen.append(x)
    if x == 2:
        s.remove(2)
        s.add(100)
print(seen, s)
s = {5, 6}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print('RuntimeError:', e)
print(s)
it = iter({1, 2})
print(next(it), next(it), next(it, 'done'))
t = {1, 2}
it = iter(t)
list(it)
t.add(3)
print(next(it, 'still done'))
u = {1, 2, 3}
it = iter(u)
next(it)
u.pop()
try:
    next(it)
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    next(it)
except (RuntimeError, StopIteration) as e:
    print(type(e).__name__)
fs = frozenset([3, 1, 2])
for x in fs:
    print(x, end=' ')
print()
