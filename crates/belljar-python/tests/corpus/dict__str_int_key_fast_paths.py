# Subscripts, `in`, get and setdefault with str and int keys (probed without the key's
# clone), and the keys that equal them: bool, float, a str subclass, a tuple.
r = {"id": 1, "region": "x", "units": 5}
print(r["units"], r.get("units"), r.get("nope"), r.get("nope", 0), "units" in r, "u" in r)
key = "un" + "its"
print(r[key], key in r, r.get(key, -1))
r[key] = 6
print(r, list(r))
r["new"] = 1
print(list(r.items()))
try:
    r["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    r[key + "!"]
except KeyError as e:
    print("KeyError", repr(e))

n = {1: "one", 2.0: "two", True: "true?"}
print(n, n[1], n[2], n[True], 1.0 in n, 2 in n, n.get(2), n.get(3, "d"))
n[2] = "TWO"
print(n)
n[-1] = "m"
n[2**61 - 1] = "mod"
n[2**61] = "big"
n[-(2**61)] = "neg"
print(n[-1], n[2**61 - 1], n[2**61], n[-(2**61)], len(n))
print(hash(-1), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(2**61 - 2))


class S(str):
    pass


s = {S("a"): 1}
print(s["a"], "a" in s, s.get("a"))
s["a"] = 2
print(s, type(list(s)[0]).__name__)

g = {}
for w in ["x", "y", "x", "z", "x"]:
    g.setdefault(w, []).append(len(g))
    g[w + "!"] = g.get(w + "!", 0) + 1
print(g)

t = {("a", 1): 1}
print(t[("a", 1)], ("a", 1) in t)


# Equal keys made at run time, not the constant objects.
def build(n):
    d = {}
    for i in range(n):
        k = "k" + str(i % 7)
        d[k] = d.get(k, 0) + 1
    return d


d = build(50)
print(d, sum(d.values()), max(d.values()))
print(d["k" + str(3)], ("k" + "3") in d)

# Unhashable keys still raise the same errors.
for bad in ([], {}, set()):
    try:
        d[bad]
    except TypeError as e:
        print("TypeError", e)
    try:
        d[bad] = 1
    except TypeError as e:
        print("TypeError", e)
    try:
        bad in d
    except TypeError as e:
        print("TypeError", e)

# A tuple key is found by identity before equality (a NaN inside it), as in CPython. (A new
# tuple holding a new NaN is not probed: floats have no identity here, see KNOWN_FAILURES.)
nt = (float("nan"), 1)
nd = {nt: 1, ("a", 2): 2}
print(nd[nt], nt in nd, nd[("a", 2)], ("a", 2) in nd, nt in {nt})
