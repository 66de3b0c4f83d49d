def min_max_avg(xs):
    return min(xs), max(xs), sum(xs) / len(xs)
lo, hi, avg = min_max_avg([4, 8, 15, 16, 23, 42])
print(lo, hi, avg)
result = min_max_avg([1, 2])
print(result, type(result).__name__)
def divide(a, b):
    if b == 0:
        return None, "division by zero"
    return a / b, None
for a, b in [(1, 2), (1, 0)]:
    value, err = divide(a, b)
    print(value, err)
t = 1, 2, 3
print(t, len(t))
singleton = "only",
print(singleton)
coords = [(1, 2), (3, 4)]
print([(y, x) for x, y in coords])
print(tuple(sorted((3, 1, 2))), (1, 2) * 2 + (3,))
