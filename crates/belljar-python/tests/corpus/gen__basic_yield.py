def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count_up(5)))
g = count_up(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration:
    print("exhausted")
print(next(g, "default"))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(12)])
print(type(f).__name__)
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
print(sum(evens(range(101))))
