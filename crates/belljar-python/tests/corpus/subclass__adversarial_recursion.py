class Loop(dict):
    def __getitem__(self, key):
        return self[key]


try:
    Loop()["a"]
except RecursionError:
    print("RecursionError getitem")


class ReprLoop(list):
    def __repr__(self):
        return repr(self)


try:
    repr(ReprLoop())
except RecursionError:
    print("RecursionError repr")


class EqLoop(int):
    def __eq__(self, other):
        return self == other


try:
    EqLoop(1) == 1
except RecursionError:
    print("RecursionError eq")


class SelfRef(list):
    pass


s = SelfRef([1])
s.append(s)
print(s, len(s))
d = {}
d["me"] = d


class D(dict):
    pass


dd = D(x=1)
dd["self"] = dd
print(dd)


class MissingLoop(dict):
    def __missing__(self, key):
        return self[key + "!"]


try:
    MissingLoop()["k"]
except RecursionError:
    print("RecursionError missing")


class AddLoop(int):
    def __add__(self, other):
        return self + other


try:
    AddLoop(1) + 1
except RecursionError:
    print("RecursionError add")
print("done")
