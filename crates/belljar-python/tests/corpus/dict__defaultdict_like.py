class DefaultDict(dict):
    def __init__(self, factory):
        super().__init__()
        self.factory = factory
    def __missing__(self, key):
        v = self.factory()
        self[key] = v
        return v
groups = DefaultDict(list)
for w in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[w[0]].append(w)
print(dict(groups))
counts = DefaultDict(int)
for ch in "mississippi":
    counts[ch] += 1
print(dict(counts), len(counts))
print(counts.get("z"), "z" in counts)
print(counts["z"], "z" in counts)
print(isinstance(groups, dict), type(groups).__name__)
