print(list(enumerate("abc", -1)), list(enumerate([], 5)), list(enumerate("x", 10 ** 20)))
print(list(reversed([])), list(reversed(range(0))), list(reversed(range(10, 0, -3))))
r = reversed([1, 2, 3])
print(next(r), list(r), list(r))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(x for x in "ab")
except TypeError as e:
    print("TypeError:", e)
d = {"a": 1, "b": 2, "c": 3}
print(list(reversed(d)), list(reversed(d.items())))
print(range(10)[::-1], list(range(10)[::-3]), range(0, 10, 3)[-1])
