# Exhausted iterators stay exhausted; map/zip/filter/enumerate stop cleanly and lazily.
it = iter([1, 2])
print(list(it), list(it), next(it, "default"))
m = map(lambda x: 10 // x, [1, 2, 0, 5])
print(next(m), next(m))
try:
    next(m)
except ZeroDivisionError:
    print("ZeroDivisionError")
print(list(m))
z = zip([1, 2, 3], iter([4]))
print(list(z), list(z))
f = filter(lambda x: x % 2, range(6))
print(next(f), list(f), list(f))
e = enumerate("ab", start=10)
print(list(e), list(e))
r = reversed([1, 2, 3])
print(next(r), list(r), list(r))
d = {"a": 1}
ki = iter(d)
print(list(ki), list(ki))
