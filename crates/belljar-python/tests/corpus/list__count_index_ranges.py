xs = [1, 2, 3, 2, 1, 2]
print(xs.count(2), xs.index(2), xs.index(2, 2), xs.index(2, 4), xs.index(1, 1, 5))
try:
    xs.index(3, 3)
except ValueError as e:
    print("ValueError:", e)
print(xs.count(2.0), [[1], [1]].count([1]), ["a", "A"].count("a"))
print(xs[-len(xs)], xs[len(xs) - 1])
ys = xs[:]
ys.reverse()
print(ys, xs == ys[::-1])
