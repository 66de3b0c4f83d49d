import heapq

def lcg(seed):
    while True:
        seed = (seed * 1103515245 + 12345) % 2147483648
        yield seed

g = lcg(7)
data = [next(g) % 50 for _ in range(40)]
h = []
for x in data:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(10)])
print(h)
h2 = list(data)
heapq.heapify(h2)
print(h2)
print(heapq.heapreplace(h2, 25), h2[:8])
print(heapq.heappushpop(h2, 0), heapq.heappushpop(h2, 30), h2[:8])
print(heapq.heappushpop([], 5))
print(heapq.nlargest(5, data), heapq.nsmallest(5, data))
print(heapq.nlargest(3, data, key=lambda v: -v), heapq.nsmallest(3, data, key=lambda v: v % 7))
print(heapq.nlargest(1, data), heapq.nsmallest(1, []), heapq.nlargest(0, data), heapq.nsmallest(100, data)[:5])
print(heapq.nlargest(4, iter(data)), heapq.nsmallest(4, iter(data), key=str))
words = ["pear", "fig", "apple", "kiwi", "banana", "date", "plum", "lime"]
print(heapq.nsmallest(4, words, key=len), heapq.nlargest(4, words, key=len))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len)))
print(list(heapq.merge([7, 5, 3], [8, 4, 1], [6], reverse=True)))
print(list(heapq.merge(["bb", "a"], ["ccc", "dd", "e"], key=len, reverse=True)))
print(list(heapq.merge()), list(heapq.merge([1, 2])))
big = [next(g) % 100 for _ in range(3000)]
hb = list(big)
heapq.heapify(hb)
print(hb[:20], sum(i * v for i, v in enumerate(hb)) % 1000003)
print([heapq.heappop(hb) for _ in range(15)])
print(heapq.__all__)
