x = 10
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
lst = [0, 1, 2, 3, 4, 5]
del lst[0]
del lst[-1]
del lst[1:3]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
class C:
    pass
c = C()
c.attr = 1
c.other = 2
del c.attr
print(hasattr(c, "attr"), c.other)
a, b = 1, 2
del a, b
try:
    print(a)
except NameError as e:
    print("NameError:", e)
try:
    del d["zzz"]
except KeyError as e:
    print("KeyError:", e)
