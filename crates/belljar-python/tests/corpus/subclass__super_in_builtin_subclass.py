class Audit(dict):
    def __init__(self, *args, **kwargs):
        self.log = []
        super().__init__(*args, **kwargs)

    def __setitem__(self, key, value):
        self.log.append(("set", key))
        super().__setitem__(key, value)

    def __getitem__(self, key):
        self.log.append(("get", key))
        return super().__getitem__(key)

    def __delitem__(self, key):
        self.log.append(("del", key))
        super().__delitem__(key)

    def __repr__(self):
        return "Audit(" + super().__repr__() + ")"


a = Audit({"x": 1}, y=2)
a["z"] = 3
print(a["x"], a.get("y"), a)
del a["z"]
print(a.log, len(a), a == {"x": 1, "y": 2})


class Bounded(list):
    def __init__(self, limit, items=()):
        super().__init__(items)
        self.limit = limit

    def append(self, x):
        if len(self) >= self.limit:
            raise OverflowError("full")
        super().append(x)

    def __len__(self):
        return super().__len__()

    def __contains__(self, x):
        return super().__contains__(x)


b = Bounded(2, [7])
b.append(8)
try:
    b.append(9)
except OverflowError as e:
    print("OverflowError:", e)
print(b, len(b), 7 in b, b.limit)


class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())

    def __add__(self, other):
        return Upper(super().__add__(other))

    def __len__(self):
        return super().__len__() * 10


u = Upper("ab") + "cd"
print(u, type(u).__name__, len(u), str.__len__(u))


class Clamp(int):
    def __new__(cls, v, lo=0, hi=10):
        return super().__new__(cls, max(lo, min(hi, v)))

    def __add__(self, other):
        return Clamp(super().__add__(other))

    def __repr__(self):
        return "Clamp(" + super().__repr__() + ")"


print(Clamp(50), Clamp(-3), Clamp(4) + 9, Clamp(4) + Clamp(3), 1 + Clamp(2))
