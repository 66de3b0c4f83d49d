# __repr__ that repr()s its own container, and containers holding themselves.
class R:
    def __init__(self):
        self.box = [self]

    def __repr__(self):
        return "R(%d)" % len(repr(self.box)) if len(self.box) < 2 else "R"


r = R()
print(repr(r.box)[:10])
lst = [1]
lst.append(lst)
print(lst)
d = {"a": 1}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
s = [[]]
s[0].append(s)
print(s)
print(str(lst), repr(d))
