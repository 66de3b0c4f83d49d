class Key:
    def __init__(self, name, h):
        self.name, self.h = name, h
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        return isinstance(other, Key) and self.name == other.name
    def __repr__(self):
        return f"Key({self.name})"
d = {}
for name in ["a", "b", "c", "a"]:
    d[Key(name, 7)] = name.upper()
print(d, len(d))
print(d[Key("b", 7)], Key("b", 8) in d, Key("z", 7) in d)
del d[Key("a", 7)]
print(d)
s = {Key("x", 1), Key("x", 1), Key("y", 1)}
print(len(s))
print({1: "int", 1.0: "float"}, {(1, 2): 1, (1.0, 2.0): 2})
