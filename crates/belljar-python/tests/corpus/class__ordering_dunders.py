class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __lt__(self, other):
        return self.parts < other.parts
    def __le__(self, other):
        return self.parts <= other.parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2", "0.9.9", "1.2.3"]]
print(sorted(vs))
print(max(vs), min(vs))
print(Version("1.0") < Version("1.0.1"), Version("2.0") > Version("1.9"))
print(Version("1.0") >= Version("1.0"), Version("1") == Version("1"))
try:
    Version("1") < 5
except AttributeError as e:
    print("AttributeError:", e)
class OnlyLt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
print(OnlyLt(1) > OnlyLt(0), sorted([OnlyLt(3), OnlyLt(1)])[0].v)
try:
    OnlyLt(1) <= OnlyLt(2)
except TypeError as e:
    print("TypeError:", e)
