it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "end"))
s = iter("hi")
print(list(s), list(s))
d = iter({"a": 1, "b": 2})
print(next(d))
r = iter(range(3))
print(type(r).__name__, list(r))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 100
print(list(Seq()), 200 in Seq())
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
z = zip([1, 2, 3], "ab")
print(list(z), list(z))
m = map(abs, [-1, -2])
print(next(m), list(m))
