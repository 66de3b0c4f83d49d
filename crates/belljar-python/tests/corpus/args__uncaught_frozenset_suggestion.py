# frozenset has no add and no name in its table is close to "ad": no suggestion, as in CPython.
fs = frozenset([1, 2])
print(sorted(fs.union([3])))
fs.ad(4)
