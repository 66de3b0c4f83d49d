# Arity and keyword errors of the bytes methods that share str's implementation.
def show(label, fn):
    try:
        r = fn()
    except TypeError as e:
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "=", repr(r))


b = b"a,b,c"
for name in ["startswith", "endswith", "count", "find"]:
    m = getattr(b, name)
    show(name + "()", lambda: m())
    show(name + "(b'a', 0, 5, 1)", lambda: m(b"a", 0, 5, 1))
    show(name + "(b'b', 1, None)", lambda: m(b"b", 1, None))
show("split(b',', 1, 2)", lambda: b.split(b",", 1, 2))
show("split(sep=, maxsplit=)", lambda: b.split(sep=b",", maxsplit=1))
show("split(seps=)", lambda: b.split(seps=b","))
show("split(b',', sep=)", lambda: b.split(b",", sep=b","))
show("strip(b'a', b'c')", lambda: b.strip(b"a", b"c"))
show("strip(b'ac')", lambda: b.strip(b"ac"))
show("strip(bytes=)", lambda: b.strip(bytes=b"a"))
show("upper(1)", lambda: b.upper(1))
show("lower(x=1)", lambda: b.lower(x=1))
show("upper()", lambda: b.upper())
show("join()", lambda: b"-".join())
show("join([b'x'], 1)", lambda: b"-".join([b"x"], 1))
show("join([b'x', b'y'])", lambda: b"-".join([b"x", b"y"]))
show("replace(b'a')", lambda: b.replace(b"a"))
show("replace(b'a', b'z', 1, 2)", lambda: b.replace(b"a", b"z", 1, 2))
show("replace(b',', b';', 1)", lambda: b.replace(b",", b";", 1))
show("replace(old=)", lambda: b.replace(old=b"a", new=b"b"))
show("startswith(prefix=)", lambda: b.startswith(prefix=b"a"))
show("bytes.upper()", lambda: bytes.upper())
show("bytes.split(b'x y', maxsplit=0)", lambda: bytes.split(b"x y", maxsplit=0))

# bytearray's text-like methods bind under the same signatures.
ba = bytearray(b"x,y")
show("bytearray.split(b',', 1, 2)", lambda: ba.split(b",", 1, 2))
show("bytearray.split(maxsplit=1)", lambda: ba.split(maxsplit=1))
show("bytearray.upper(1)", lambda: ba.upper(1))
show("bytearray.find()", lambda: ba.find())
show("bytearray.replace(b'x')", lambda: ba.replace(b"x"))
show("bytearray.strip(b'x', b'y')", lambda: ba.strip(b"x", b"y"))
show("bytearray.join()", lambda: ba.join())
