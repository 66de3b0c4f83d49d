# repr, str, json and copying of containers that contain themselves.
import json

a = [1, 2]
a.append(a)
print(a, str(a), repr(a))
d = {"k": 1}
d["me"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
mixed = {"list": []}
mixed["list"].append(mixed)
mixed["list"].append(mixed["list"])
print(mixed)
for obj in (a, d, t):
    try:
        json.dumps(obj)
    except ValueError as e:
        print("ValueError:", e)
shallow = a.copy()
print(shallow[2] is a, len(shallow))
print(list(a)[2] is a)
print(dict(d)["me"] is d)
s = [a, a]
print(s)
nested = []
cur = nested
for _ in range(5):
    nxt = []
    cur.append(nxt)
    cur = nxt
cur.append(nested)
print(nested)
