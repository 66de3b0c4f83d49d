# __repr__ that mutates the list or dict being printed.
class Grow:
    def __init__(self, target):
        self.target = target

    def __repr__(self):
        if len(self.target) < 5:
            self.target.append(0)
        return "G"


lst = []
lst.append(Grow(lst))
print(repr(lst))
print(len(lst))


class Shrink:
    def __init__(self, target):
        self.target = target

    def __repr__(self):
        self.target.clear()
        return "S"


lst = [1, 2]
lst.insert(0, Shrink(lst))
print(repr(lst), lst)
d = {}


class DGrow:
    def __repr__(self):
        d["new"] = 1
        return "D"


d["a"] = DGrow()
try:
    print(repr(d))
except RuntimeError as e:
    print("RuntimeError", e)
