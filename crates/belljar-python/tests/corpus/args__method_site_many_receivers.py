# One call site `x.m(...)` meeting receivers of many builtin types in turn: each call must
# run the method of its own receiver's type (or fail as that type has no such method).
def call_all(name, values, *args):
    out = []
    for v in values:
        try:
            out.append(repr(getattr(type(v), name)(v, *args)))
            out.append(repr(getattr(v, name)(*args)))
        except (AttributeError, TypeError, ValueError, KeyError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out

vals = [[3, 1, 2], (3, 1, 2), {3: "a", 1: "b"}, {3, 1, 2}, frozenset({4}), "312", b"312",
        3, 2.5, True, range(3), 10**30]
for name, args in [("count", (1,)), ("index", (1,)), ("copy", ()), ("__len__", ()),
                   ("get", (1, "d")), ("upper", ()), ("bit_length", ()), ("pop", ())]:
    print(name, call_all(name, [v.copy() if hasattr(v, "copy") else v for v in vals], *args))

# The same site with a direct method call, receivers changing type on every iteration.
def site(xs):
    r = []
    for x in xs:
        try:
            r.append(x.count(1))
        except (AttributeError, TypeError) as e:
            r.append(str(e))
    return r

print(site([[1, 1], (1,), "1x1", b"\x01", [1] * 5, {1: 2}, "111", (1, 1, 1)]))

def sites2(xs):
    r = []
    for x in xs:
        try:
            r.append(x.get(1, "no"))
        except AttributeError as e:
            r.append(str(e))
        try:
            r.append(x.split(","))
        except (AttributeError, TypeError) as e:
            r.append(str(e))
    return r

print(sites2([{1: 2}, "a,b", {}, b"x,y", [1], "c"]))

# Subclasses of builtin types keep going through the general path (their own methods first).
class L(list):
    def append(self, x):
        super().append(x * 2)

class D(dict):
    def get(self, k, d=None):
        return ("D.get", k, d)

def mixed(objs):
    r = []
    for o in objs:
        if isinstance(o, list):
            o.append(5)
            r.append(list(o))
        else:
            r.append(o.get("k", 0))
    return r

print(mixed([[], L(), [1], L([2]), {}, D(), {"k": 9}, D(k=1)]))

# Errors from the method keep their wording after the site has learnt the method.
def bad(xs):
    r = []
    for args in xs:
        try:
            r.append({"a": 1}.get(*args))
        except TypeError as e:
            r.append(str(e))
    return r

print(bad([("a",), ("a", 2), (), ("a", 1, 2), (["x"],), ("b", 3)]))
