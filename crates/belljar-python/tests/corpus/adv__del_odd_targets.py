# del on names, items, slices and attributes in odd situations.
x = 1
del x
try:
    print(x)
except NameError as e:
    print("NameError", e)
lst = list(range(10))
del lst[::2]
print(lst)
del lst[-1], lst[0]
print(lst)
d = {"a": 1, "b": 2}
try:
    del d["missing"]
except KeyError as e:
    print("KeyError", e)
del d["a"]
print(d)


class O:
    pass


o = O()
o.attr = 1
del o.attr
try:
    del o.attr
except AttributeError as e:
    print("AttributeError", e)
try:
    del lst[100]
except IndexError as e:
    print("IndexError", e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print("TypeError", e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print("TypeError", e)


def f():
    y = 1
    del y
    try:
        return y
    except UnboundLocalError as e:
        return "UnboundLocalError " + str(e)


print(f())
