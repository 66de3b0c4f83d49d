class Loose:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, o):
        return isinstance(o, Loose) and self.v == o.v
s = {Loose(1), Loose(2), Loose(1)}
print(len(s), sorted(x.v for x in s))
class Mutable:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, o):
        return self.v == o.v
m = Mutable(5)
d = {m: "found"}
print(d[Mutable(5)])
m.v = 6
print(Mutable(6) in d, Mutable(5) in d, len(d))
class IntLike:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, o):
        return self.v == o
print({1: "one"}.get(IntLike(1)), IntLike(1) in {1, 2})
