t = (1, "two", 3.0, None)
print(t, len(t), t[1], t[-1], t[1:3])
print((1,), (), tuple("abc"), tuple([1, 2]), type((1)).__name__, type((1,)).__name__)
print(t.count(1), t.index(3.0), (1, 2) + (3,), (0,) * 3)
a, b, c, d = t
print(a, b, c, d)
print((1, 2) < (1, 3), (1, 2, 3) == (1, 2, 3), 3.0 in t)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
nested = ((1, 2), (3, 4))
print([x + y for x, y in nested])
print(hash((1, 2)) == hash((1.0, 2)), max((3, 1), (2, 9)))
