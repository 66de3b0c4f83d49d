def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
    return [i for i, p in enumerate(is_p) if p]
primes = sieve(1000)
print(len(primes), primes[:10], primes[-5:])
twins = [(p, p + 2) for p in primes if p + 2 in set(primes)]
print(len(twins), twins[:5])
def factorize(n):
    out = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out
for n in [360, 97, 1001, 2 ** 10 * 3 ** 5, 600851475143]:
    f = factorize(n)
    print(n, "=", " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in f.items()))
