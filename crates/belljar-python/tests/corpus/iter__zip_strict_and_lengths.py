a = [1, 2, 3]
b = "xy"
print(list(zip(a, b)))
try:
    list(zip(a, b, strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(zip(a, a[1:], a[2:])))
pairs = list(zip(*[iter(range(6))] * 2))
print(pairs)
names = ["a", "b"]
print(dict(zip(names, range(100))))
print(list(map(lambda x, y: x * y, [1, 2, 3], [4, 5])))
