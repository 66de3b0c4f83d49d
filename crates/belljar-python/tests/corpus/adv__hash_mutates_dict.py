# __hash__ / __eq__ that insert into the dict being looked up.
class K:
    def __init__(self, d, n):
        self.d = d
        self.n = n

    def __hash__(self):
        return 7

    def __eq__(self, other):
        if len(self.d) < 20:
            self.d[len(self.d) + 100] = "side"
        return isinstance(other, K) and other.n == self.n


d = {}
a = K(d, 1)
d[a] = "a"
b = K(d, 2)
d[b] = "b"
print(len(d) >= 2)
print(d.get(K(d, 1), "missing"))
print(sorted(k for k in d if isinstance(k, int))[:3])
