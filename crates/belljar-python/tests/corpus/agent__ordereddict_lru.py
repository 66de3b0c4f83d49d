# An LRU cache on collections.OrderedDict (move_to_end, popitem(last=False)).
from collections import OrderedDict


class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.hits += 1
            self.data.move_to_end(key)
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            old, _ = self.data.popitem(last=False)
            print("evict", old)


cache = LRU(3)
for k in "abcab":
    cache.put(k, k.upper())
print(list(cache.data.items()))
cache.get("a")
cache.put("d", "D")
cache.get("zz")
print(list(cache.data), cache.hits, cache.misses)
od = OrderedDict.fromkeys("cab")
od.move_to_end("c")
od.move_to_end("b", last=False)
print(list(od), od.popitem(), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
