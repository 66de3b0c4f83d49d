# min / max with default, key and odd argument shapes.
print(min([], default="empty"), max([], default=None))
print(min([3, 1, 2], key=lambda x: -x), max("abc", key=ord))
print(max([1, 2], [1, 3]), min((2, "b"), (2, "a")))
print(max(1, 2, 3, key=lambda x: x % 3))
try:
    min([])
except ValueError as e:
    print("ValueError", e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print("TypeError", e)
try:
    max()
except TypeError as e:
    print("TypeError", e)
try:
    min(5)
except TypeError as e:
    print("TypeError", e)
print(max([0, -0.0, 0.0]), min([float("inf"), 1e308]))
print(max(iter([4, 9, 2])), min(range(5, 0, -1)))
print(max({"a": 1, "b": 2}), min({3, 1, 2}))
print(max([1, 1.0, True]), min([True, 1, 1.0]))
