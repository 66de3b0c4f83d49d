a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print("TypeError:", e)
print(t)
s = "x"
s2 = s
s += "y"
print(s, s2)
d = {"k": [1]}
d["k"] += [2]
d.setdefault("n", 0)
d["n"] += 5
print(d)
class Box:
    def __init__(self):
        self.v = 1
bx = Box()
bx.v += 10
bx.v *= 2
print(bx.v)
lst = [1, 2, 3]
lst[1] **= 3
print(lst)
