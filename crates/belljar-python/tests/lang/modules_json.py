import json
d = {"b": [1, 2.5, None, True], "a": {"x": "é\n"}, "n": 10**20}
s = json.dumps(d)
print(s)
print(json.dumps(d, indent=2, sort_keys=True))
print(json.dumps(d, ensure_ascii=False, separators=(",", ":")))
print(json.loads(s) == d, json.loads('[1, 2.0, "x", {"k": null}]'))
try:
    json.dumps({1, 2})
except TypeError as e:
    print(e)
try:
    json.loads("{bad")
except ValueError as e:
    print(type(e).__name__)
print(json.dumps([]), json.dumps({}), json.dumps("a\"b"), json.dumps(1.0), json.dumps({1: 2}))
