# Deeply nested JSON: decoding and encoding hit RecursionError, then the program goes on.
import json

deep = "[" * 5000 + "]" * 5000
try:
    json.loads(deep)
    print("decoded")
except RecursionError:
    print("decode RecursionError")
ok = "[" * 50 + "1" + "]" * 50
v = json.loads(ok)
depth = 0
while isinstance(v, list):
    v = v[0]
    depth += 1
print(depth, v)
obj = []
cur = obj
for _ in range(5000):
    nxt = []
    cur.append(nxt)
    cur = nxt
try:
    json.dumps(obj)
    print("encoded")
except RecursionError:
    print("encode RecursionError")
d = {}
cur = d
for i in range(100):
    cur["k"] = {}
    cur = cur["k"]
print(len(json.dumps(d)))
print(json.loads('{"a": {"b": {"c": [1, {"d": null}]}}}'))
