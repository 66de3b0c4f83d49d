# slice objects: equality, ordering, unhashability, indices() and odd members.
s = slice(1, 10, 2)
print(s == slice(1, 10, 2), s != slice(1, 10), s < slice(1, 10, 3), s.indices(5))
print(slice(None) == slice(None, None, None), slice("a", "b").start)
try:
    hash(s)
except TypeError as e:
    print("TypeError", e)
try:
    {s: 1}
except TypeError as e:
    print("TypeError", e)
print([0, 1, 2, 3, 4][slice(None, None, -2)], "abcdef"[slice(1, None, 2)])
try:
    [1, 2][slice("a", None)]
except TypeError as e:
    print("TypeError", e)
try:
    slice(1, 2, 0).indices(3)
except ValueError as e:
    print("ValueError", e)
print(sorted([slice(2), slice(1, 3), slice(1, 2)]))
