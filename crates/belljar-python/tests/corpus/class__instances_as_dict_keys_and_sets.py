class Tag:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Tag({self.name})"
t1, t2 = Tag("a"), Tag("a")
d = {t1: 1, t2: 2}
print(len(d), d[t1], d[t2], t1 in d, Tag("a") in d)
s = {t1, t1, t2}
print(len(s), t1 in s)
class Named:
    def __init__(self, name):
        self.name = name
    def __eq__(self, o):
        return isinstance(o, Named) and o.name == self.name
    def __hash__(self):
        return hash(self.name)
    def __repr__(self):
        return f"Named({self.name})"
print(len({Named("x"), Named("x"), Named("y")}), {Named("x"): 1}[Named("x")])
print(sorted({Named("b"), Named("a")}, key=lambda n: n.name))
