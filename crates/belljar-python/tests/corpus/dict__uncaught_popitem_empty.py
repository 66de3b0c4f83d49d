cache = {"k": 1}
print(cache.popitem())
print(cache.popitem())
