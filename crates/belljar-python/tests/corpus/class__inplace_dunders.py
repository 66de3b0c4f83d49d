class Counter:
    def __init__(self):
        self.n = 0
        self.ops = []
    def __iadd__(self, k):
        self.n += k
        self.ops.append(f"+{k}")
        return self
    def __isub__(self, k):
        self.n -= k
        self.ops.append(f"-{k}")
        return self
class Plain:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Plain(self.v + o)
c = Counter()
orig = c
c += 5
c -= 2
c += 10
print(c.n, c.ops, c is orig)
p = Plain(1)
q = p
p += 2
print(p.v, q.v, p is q)
