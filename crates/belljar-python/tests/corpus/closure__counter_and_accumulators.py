def make_acc(start=0):
    total = start
    def add(x):
        nonlocal total
        total += x
        return total
    def get():
        return total
    return add, get
add, get = make_acc(10)
add(5); add(-3)
print(get())
def memoize(fn):
    cache = {}
    def inner(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    inner.cache = cache
    return inner
@memoize
def slow_sq(n):
    print("computing", n)
    return n * n
print(slow_sq(4), slow_sq(4), slow_sq(5))
print(sorted(slow_sq.cache.items()))
