# Set operations with mixed types, unhashable members and in-place ops on self.
s = {1, 2, 3}
s |= s
s &= s
print(s)
s ^= s
print(s)
s = {1, 2}
s -= s
print(s)
a = {1, 2, 3}
print(a | frozenset({4}), type(a | frozenset({4})).__name__, type(frozenset({4}) | a).__name__)
try:
    a | [4]
except TypeError as e:
    print("TypeError", e)
print(sorted(a.union([4], (5,), "6"), key=str))  # a set holding a str: its order follows str hashes
try:
    a.add([1])
except TypeError as e:
    print("TypeError", e)
try:
    {1} < 1
except TypeError as e:
    print("TypeError", e)
print({1, 2} <= {1, 2, 3}, {1, 2} < {1, 2}, {1} == frozenset({1}))
try:
    set().pop()
except KeyError as e:
    print("KeyError", e)
try:
    set().remove(5)
except KeyError as e:
    print("KeyError", e)
