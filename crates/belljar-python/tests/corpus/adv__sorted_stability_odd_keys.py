# sorted with keys returning mixed types, None, tuples with incomparable tails, reverse stability.
data = [("b", 2), ("a", 2), ("c", 1), ("d", 1)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))
try:
    sorted([3, None, 1])
except TypeError as e:
    print("TypeError", e)
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError", e)
print(sorted([(2, "a"), (1, 2)]))
try:
    sorted([1, 2], key=lambda x: None)
except TypeError as e:
    print("TypeError", e)
print(sorted([1, 2, 3], key=lambda x: 0))
print(sorted("hello", key=str.upper), sorted([[2], [1, 5], []], key=len))
try:
    sorted([1], key=5)
except TypeError as e:
    print("TypeError", e)
print(sorted([], key=lambda x: 1 / 0), sorted([7], key=lambda x: 1 / 0) if False else "skip")
try:
    sorted([1, 2], key=lambda x: 1 / 0)
except ZeroDivisionError:
    print("ZeroDivisionError")
