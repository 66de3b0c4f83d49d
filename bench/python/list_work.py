# List work: append, index, slice, in-place updates, sieve.
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return [i for i in range(n + 1) if flags[i]]

primes = sieve(600000)
data = []
for i in range(300000):
    data.append((i * 7919) % 10007)
window = 0
best = 0
for i in range(len(data)):
    window += data[i]
    if i >= 50:
        window -= data[i - 50]
    if window > best:
        best = window
rev = data[::-1]
pairs = sum(1 for a, b in zip(data, rev) if a < b)
print("primes", len(primes), primes[-1])
print("window", best, "pairs", pairs)
