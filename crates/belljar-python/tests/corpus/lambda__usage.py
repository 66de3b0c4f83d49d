square = lambda x: x * x
print(square(7), (lambda: "no args")(), (lambda *a, **k: (a, k))(1, 2, z=3))
pairs = [(1, "one"), (3, "three"), (2, "two")]
pairs.sort(key=lambda p: p[1])
print(pairs)
print(list(filter(lambda s: s.startswith("t"), [p[1] for p in pairs])))
adders = {n: (lambda m: lambda x: x + m)(n) for n in (1, 10)}
print(adders[1](5), adders[10](5))
print((lambda x, y=2: x ** y)(3), (lambda x, y=2: x ** y)(3, 3))
f = lambda n: 1 if n <= 1 else n * f(n - 1)
print(f(10))
print((lambda: (yield))  .__name__)
