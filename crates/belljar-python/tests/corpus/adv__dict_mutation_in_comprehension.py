# Mutating dicts, lists and sets while comprehensions iterate them.
d = {"a": 1, "b": 2}
try:
    {k: d.setdefault(k + "x", 0) for k in d}
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted(d))
d2 = {1: 1, 2: 2}
try:
    for k in d2:
        del d2[k]
except RuntimeError as e:
    print("RuntimeError:", e)
print(d2)
d3 = {1: 1}
for k in d3:
    d3[k] = 5
print(d3)
s = {1, 2, 3}
try:
    [s.add(x * 10) for x in s]
except RuntimeError as e:
    print("RuntimeError:", e)
lst = [1, 2, 3]
out = [lst.append(x) or x for x in lst[:]]
print(out, lst)
count = 0
lst2 = [1]
for x in lst2:
    count += 1
    if count < 5:
        lst2.append(x + 1)
print(lst2)
keys = {"x": 1, "y": 2}
try:
    for k, v in keys.items():
        keys.pop("y", None)
        keys["z"] = 3
except RuntimeError as e:
    print("RuntimeError:", e)
print(keys)
d4 = {1: 1, 2: 2}
try:
    for v in d4.values():
        d4.clear()
except RuntimeError as e:
    print("RuntimeError:", e)
print(d4)
