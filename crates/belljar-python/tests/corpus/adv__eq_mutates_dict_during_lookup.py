# A key whose __eq__ clears or rebuilds the dict during a lookup does not crash the lookup.
class K:
    def __init__(self, d, h):
        self.d = d
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        self.d.clear()
        return False


d = {}
d[K(d, 1)] = "a"
print(K(d, 1) in d, len(d))
d[K(d, 2)] = "b"
print(d.get(K(d, 2), "gone"), len(d))
d = {}
d[K(d, 3)] = 1
try:
    d[K(d, 3)]
except KeyError:
    print("KeyError")
print(len(d))
