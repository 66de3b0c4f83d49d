class Registry:
    def __init__(self):
        self._d = {}
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __contains__(self, k):
        return k.lower() in self._d
    def __len__(self):
        return len(self._d)
    def __iter__(self):
        return iter(sorted(self._d))
    def __bool__(self):
        return bool(self._d)
r = Registry()
print(bool(r), len(r))
r["Alpha"] = 1
r["BETA"] = 2
print(r["alpha"], "beta" in r, "gamma" in r, len(r), list(r), bool(r))
del r["ALPHA"]
print(list(r))
try:
    r["zzz"]
except KeyError as e:
    print("KeyError:", e)
class Grid:
    def __getitem__(self, key):
        r, c = key
        return r * 10 + c
g = Grid()
print(g[1, 2], g[3, 0])
class Sliceable:
    def __getitem__(self, k):
        return k
s = Sliceable()
print(s[1:5], s[::2], s[1:2, 3], s[...])
