def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1
def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out
def primes():
    found = []
    for n in naturals(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
print(take(10, primes()))
print(take(5, (x * x for x in naturals(1))))
def cycle(seq):
    while True:
        yield from seq
print(take(7, cycle("abc")))
def accumulate(it):
    total = 0
    for x in it:
        total += x
        yield total
print(list(accumulate([1, 2, 3, 4])), take(4, accumulate(naturals())))
