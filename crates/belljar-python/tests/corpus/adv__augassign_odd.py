# Augmented assignment: __iadd__ returning something else, missing in-place ops, on subscripts.
class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, other):
        self.items.append(other)
        return "replaced"


a = Acc()
b = a
a += 1
print(a, b.items)


class OnlyAdd:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return OnlyAdd(self.v + other)


x = OnlyAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print("TypeError", e)
print(t)
d = {"k": 1}
d["k"] += 1
d.setdefault("n", []).append(0)
print(d)
s = "a"
s *= 3
print(s)
n = 7
n //= 2
n **= 3
n %= 5
n <<= 2
print(n)
