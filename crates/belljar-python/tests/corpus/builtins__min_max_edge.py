print(max(1, 2, key=lambda x: -x), min([[3], [1, 2]], key=len))
print(max("apple", "banana", "cherry", key=lambda s: s[-1]))
print(max([1, 3, 3, 2]), max([(1, "b"), (1, "a")]))
print(max([2, 1, 2], key=lambda v: v == 2))
print(min([5, 3, 3], key=lambda v: v))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min(1)
except TypeError as e:
    print("TypeError:", e)
print(max([], default=None), min((), default="empty"))
print(max(0.0, -0.0), min(-0.0, 0.0), max(1, 1.0), max(1.0, 1))
