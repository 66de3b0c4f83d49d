d = {"a": 1, "b": 2}
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
print(len(d) >= 2)
d2 = {1: 1, 2: 2}
for k in d2:
    d2[k] = d2[k] * 10
print(d2)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
