# __eq__ that mutates the dict during get, pop, in, setdefault and ==.
class Key:
    def __init__(self, name, victim=None, action=None):
        self.name = name
        self.victim = victim
        self.action = action

    def __hash__(self):
        return 7

    def __eq__(self, other):
        if self.action and self.victim is not None:
            act, self.action = self.action, None
            act(self.victim)
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return f"Key({self.name})"


d = {}
a = Key("a")
d[a] = 1
probe = Key("a", d, lambda v: v.clear())
try:
    print(d.get(probe, "default"), d)
except RuntimeError as e:
    print("RuntimeError:", e)
d = {Key("a"): 1, Key("b"): 2}
probe = Key("b", d, lambda v: v.update({Key("z"): 9}))
try:
    print(probe in d, len(d))
except RuntimeError as e:
    print("RuntimeError:", e)
d = {Key("a"): 1}
probe = Key("a", d, lambda v: v.pop(next(iter(v))))
try:
    print(d.pop(probe, "gone"), d)
except (RuntimeError, KeyError) as e:
    print(type(e).__name__, e)
d = {Key("a"): 1}
probe = Key("a", d, lambda v: v.clear())
try:
    print(d.setdefault(probe, 5), d)
except RuntimeError as e:
    print("RuntimeError:", e)


class Val:
    def __init__(self, other_dict):
        self.other = other_dict

    def __eq__(self, o):
        self.other.clear()
        return True


x = {}
y = {}
x["k"] = Val(y)
y["k"] = 1
x["j"] = 2
y["j"] = 2
print(x == y, y)
