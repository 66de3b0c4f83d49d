class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        return self.k == other.k
print(Key(1) == Key(1))
d = {}
d[Key(1)] = "v"
print(len(d))
