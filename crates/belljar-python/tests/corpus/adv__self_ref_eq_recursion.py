# Comparing self-referential containers raises a catchable RecursionError.
def attempt(label, fn):
    try:
        print(label, fn())
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
attempt("list ==", lambda: a == b)
attempt("list <", lambda: a < b)
attempt("list is-equal to itself", lambda: a == a)
attempt("in", lambda: a in [b])
t1 = [1, [2, None]]
t1[1][1] = t1
t2 = [1, [2, None]]
t2[1][1] = t2
attempt("nested", lambda: t1 == t2)
attempt("count", lambda: [b].count(a))
print("still running", len(a), len(d))
