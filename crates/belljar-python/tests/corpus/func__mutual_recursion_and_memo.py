def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print([is_even(n) for n in range(6)], is_odd(301))
memo = {}
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    key = (n, k)
    if key not in memo:
        memo[key] = partitions(n - k, k) + partitions(n, k - 1)
    return memo[key]
print([partitions(n, n) for n in range(1, 16)], partitions(100, 100))
def catalan(n, cache={0: 1}):
    if n not in cache:
        cache[n] = sum(catalan(i) * catalan(n - 1 - i) for i in range(n))
    return cache[n]
print([catalan(i) for i in range(12)])
