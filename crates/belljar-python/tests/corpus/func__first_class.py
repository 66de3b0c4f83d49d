def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(5))
ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b, "max": max}
for name, fn in ops.items():
    print(name, fn(3, 4))
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(dbl, 10, 1))
print(list(map(lambda p: p[0] * p[1], [(1, 2), (3, 4)])))
print(sorted(["a", "bbb", "cc"], key=len, reverse=True))
print(f"{apply_n.__name__} {(lambda: 0).__name__}")
