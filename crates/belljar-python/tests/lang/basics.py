print("hello", 1 + 2, 3.5 * 2, 10 / 4, 7 // 2, -7 % 3, 2 ** 100)
x = [1, 2, 3]
x.append(4)
print(x, len(x), x[-1], x[1:3])
d = {"a": 1, "b": [1, 2]}
print(d, d["a"], d.get("z", 0))
def f(a, b=2, *args, **kw):
    return a + b + sum(args) + len(kw)
print(f(1), f(1, 3, 4, 5, z=1))
def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    inc(); inc()
    return inc()
print(outer())
class A:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"A({self.v!r})"
    @property
    def double(self):
        return self.v * 2
class B(A):
    def __init__(self, v):
        super().__init__(v + 1)
b = B(1)
print(b, b.double, isinstance(b, A))
try:
    1 / 0
except ZeroDivisionError as e:
    print("caught", e)
def gen(n):
    for i in range(n):
        yield i * i
print(list(gen(5)), sum(x for x in range(10)))
print([i for i in range(10) if i % 2], {k: v for k, v in zip("abc", range(3))})
print(f"{3.14159:.2f} {'x':>5} {42:08.3f} {1234567:,}")
s = "Hello, World"
print(s.lower(), s.split(", "), s[::-1], s.find("W"))
print(sorted([3, 1, 2], reverse=True), sorted(["b", "A", "c"], key=str.lower))
a, *rest = [1, 2, 3]
print(a, rest)
print(0.1 + 0.2, 1e16, 1/3)
