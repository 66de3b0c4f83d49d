# frozensets as members and keys: CPython's frozenset hash, equality with sets.
a = frozenset({1, 2, 3})
b = frozenset([3, 2, 1])
print(a == b, hash(a) == hash(b), hash(a), hash(frozenset()), hash(frozenset({-1})))
print(hash(frozenset(range(10))), hash(frozenset({(1, 2), (3, 4)})), hash(frozenset({0.5, 1.5})))
d = {a: 'x'}
print(d[b], d.get(frozenset({1, 2})), {a, b, frozenset({1})})
print(a == {1, 2, 3}, {1, 2, 3} == a, a | {4}, {4} | a, type({4} | a).__name__, a - {1})
nested = frozenset({frozenset({1}), frozenset({1, 2}), frozenset()})
print(len(nested), frozenset({1}) in nested, hash(nested) == hash(frozenset(list(nested))))
print(sorted(map(sorted, nested)), {frozenset({i, -i}) for i in range(3)})
