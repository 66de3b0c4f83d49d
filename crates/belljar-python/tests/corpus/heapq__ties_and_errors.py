import heapq

class Item:
    def __init__(self, key, label):
        self.key = key
        self.label = label
    def __lt__(self, other):
        return self.key < other.key
    def __repr__(self):
        return f"{self.key}{self.label}"

def lcg(seed):
    while True:
        seed = (seed * 1103515245 + 12345) % 2147483648
        yield seed

g = lcg(3)
items = [Item(next(g) % 5, i) for i in range(60)]
h = list(items)
heapq.heapify(h)
print(h)
order = []
while h:
    order.append(heapq.heappop(h))
print(order)
h = []
for it in items:
    heapq.heappush(h, it)
print(h)
print(heapq.nsmallest(7, items), heapq.nlargest(7, items))
print(heapq.nsmallest(7, items, key=lambda i: i.key), heapq.nlargest(7, items, key=lambda i: i.key))
print(list(heapq.merge(sorted(items[:20], key=lambda i: i.key), sorted(items[20:], key=lambda i: i.key))))
big = [Item(next(g) % 3, i) for i in range(2600)]
heapq.heapify(big)
print(big[:30])
print([heapq.heappop(big) for _ in range(30)])

def err(f, *a, **k):
    try:
        f(*a, **k)
    except Exception as e:
        print(type(e).__name__, e)

err(heapq.heappop, [])
err(heapq.heapreplace, [], 1)
err(heapq.heappush, (), 1)
err(heapq.heappush, [])
err(heapq.heappush, [], 1, 2)
err(heapq.heappop)
err(heapq.heappop, [], [])
err(heapq.heapify, "abc")
err(heapq.heapify, [1], key=2)
err(heapq.heappush, [1, "a"], 2)
h = [1, 2]
err(heapq.heappush, h, "x")
print(h)
err(heapq.heapify, [3, None, 1])
err(heapq.nlargest, 2, [1, "a", 3])
err(list, heapq.merge([1, 2], ["a"]))

class Boom:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 99 or other.v == 99:
            raise ValueError("boom")
        return self.v < other.v
    def __repr__(self):
        return f"B{self.v}"

h = [Boom(i) for i in range(10)]
err(heapq.heappush, h, Boom(99))
print(h)
h = [Boom(i) for i in range(10)]
h[3] = Boom(99)
err(heapq.heapify, h)
print(h)

class Mutator:
    heap = None
    def __init__(self, v, mode):
        self.v = v
        self.mode = mode
    def __lt__(self, other):
        if self.mode == "clear":
            Mutator.heap.clear()
        elif self.mode == "append":
            Mutator.heap.append(Mutator(0, "none"))
        elif self.mode == "pop" and Mutator.heap:
            Mutator.heap.pop()
        return self.v < other.v
    def __repr__(self):
        return f"M{self.v}"

for mode in ["clear", "append", "pop"]:
    h = [Mutator(i, "none") for i in range(8)]
    Mutator.heap = h
    err(heapq.heappush, h, Mutator(-1, mode))
    print(mode, "push", len(h))
    h = [Mutator(i, "none") for i in range(8)]
    h[0] = Mutator(20, mode)
    Mutator.heap = h
    err(heapq.heapify, h)
    print(mode, "heapify", len(h))
    h = [Mutator(i, "none") for i in range(8)]
    h[-1] = Mutator(20, mode)
    Mutator.heap = h
    err(heapq.heappop, h)
    print(mode, "pop", len(h))
    h = [Mutator(i, "none") for i in range(8)]
    Mutator.heap = h
    err(heapq.heappushpop, h, Mutator(30, mode))
    print(mode, "pushpop", len(h))
