# CPython's xxHash-based tuple hash, and sets and dicts keyed by tuples.
print(hash(()), hash((0,)), hash((1, 2, 3)), hash((-1, -2)), hash(((),)), hash((((1,),),)))
print(hash((1.5, True, None is None)), hash((2**70, -2**70)), hash(('',)) == hash(('',)))
print({(0, 0), (0, 1), (1, 0), (1, 1), (2, 2)})
print({(i, j) for i in range(3) for j in range(3)})
pts = set()
for i in range(-3, 4):
    pts.add((i, i * i))
print(pts)
print({((1, 2), (3, 4)), ((3, 4), (1, 2))}, {(1,), (1, 1), (1, 1, 1)})
print(hash((1, 2)) == hash((1.0, 2.0)), {(1, 2), (1.0, 2.0)}, hash(frozenset({(1, 2)})))
print({frozenset({1, 2}): 'a', frozenset({2, 1}): 'b'}, {frozenset(), frozenset([0]), frozenset([1])})
