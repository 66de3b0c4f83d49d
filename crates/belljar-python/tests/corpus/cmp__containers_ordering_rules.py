print([1, 2] < [1, 2, 0], [2] > [1, 99], [] < [[]], [[1]] < [[1, 0]])
print((1, "a") < (1, "b"), (1, 2) <= (1, 2), ("a",) < ("a", "b"))
print("abc" < "abd", "ab" < "abc", "B" < "a", "a" < "aa")
print({1, 2} < {1, 2, 3}, {1, 2} <= {1, 2}, {1, 2} > {2}, {1} < {2}, {1} > {2})
try:
    [1, "a"] < [1, 2]
except TypeError as e:
    print("TypeError:", e)
try:
    (1, None) < (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    {"a": 1} < {"b": 2}
except TypeError as e:
    print("TypeError:", e)
print([1, "a"] < [2, 1], (None, 1) == (None, 1), [None] < [None, 1])
