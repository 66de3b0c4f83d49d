class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = {}
        self.hits = self.misses = 0
    def get(self, k):
        if k in self.d:
            self.hits += 1
            v = self.d.pop(k)
            self.d[k] = v
            return v
        self.misses += 1
        return None
    def put(self, k, v):
        if k in self.d:
            self.d.pop(k)
        elif len(self.d) >= self.cap:
            oldest = next(iter(self.d))
            del self.d[oldest]
            print("evict", oldest)
        self.d[k] = v
cache = LRU(3)
for k in "abc":
    cache.put(k, k.upper())
print(cache.get("a"), cache.get("z"))
cache.put("d", "D")
cache.put("e", "E")
print(list(cache.d), cache.hits, cache.misses)
def fib_cached(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib_cached(n - 1) + fib_cached(n - 2)
    return memo[n]
print(fib_cached(90), len(fib_cached.__defaults__[0]))
