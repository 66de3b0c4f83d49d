# `s += t` may grow the string in place when nothing else holds it: every other holder must
# still see the old text, and the hash of the grown string must be the new text's.
s = "ab"
t = s
s += "c"
print(s, t)

def local_alias():
    a = "x" * 3
    b = a
    a += "y"
    a += "z"
    return a, b

print(local_alias())

items = ["q"]
x = items[0]
x += "r"
print(items, x)

g = ""
def grow_global():
    global g
    for i in range(12):
        g += str(i)
    return g

print(grow_global(), len(g))

def loop(n):
    out = ""
    seen = []
    for i in range(n):
        out += chr(97 + i % 26)
        if i % 7 == 0:
            seen.append(out)
    return out, seen

o, seen = loop(40)
print(o, seen)

k = "k"
k += "ey"
d = {"key": 1}
print(d[k], hash(k) == hash("key"), k == "key")
h = hash(k)
k += "s"
print(hash(k) == hash("keys"), hash(k) == h)

key = "a" + "b"
m = {key: 1}
key += "c"
print(m, key)

u = "é"
u += "ü"
u += "x"
print(u, len(u), u[1], u[-1])

class S(str):
    pass

w = S("p")
w += "q"
print(type(w).__name__, w)
z = "z"
z += S("s")
print(type(z).__name__, z)

def closure():
    c = "c"
    def inner():
        return c
    c += "d"
    return inner()

print(closure())
try:
    e = "e"
    e += 5
except TypeError as exc:
    print(exc, e)
