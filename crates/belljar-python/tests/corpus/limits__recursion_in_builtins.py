# Recursion through containers and builtins is bounded: a catchable RecursionError with
# CPython's message, and the program goes on.
def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except RecursionError as e:
        print(label, "RecursionError:", e)


d = {}
d["s"] = d
e = {}
e["s"] = e
attempt("dict ==", lambda: d == e)

a = []
a.append(a)
b = []
b.append(b)
attempt("list <", lambda: a < b)
attempt("list ==", lambda: a == b)
attempt("list in", lambda: a in [b])
attempt("same list", lambda: a == a)

x = []
y = ()
for i in range(5000):
    x = [x]
    y = (y,)
attempt("repr", lambda: len(repr(x)))
attempt("str", lambda: len(str(x)))
attempt("f-string", lambda: len(f"{x}"))
attempt("format", lambda: len("{}".format(y)))

p = ()
q = ()
for i in range(5000):
    p = (p,)
    q = (q,)
attempt("tuple <", lambda: p < q)
attempt("tuple ==", lambda: p == q)
attempt("same tuple", lambda: p == p)

import json

attempt("json", lambda: len(json.dumps(x)))

shallow = [[1, 2], {"a": (3, 4)}]
attempt("shallow", lambda: (repr(shallow), shallow == [[1, 2], {"a": (3, 4)}]))
print("alive")
