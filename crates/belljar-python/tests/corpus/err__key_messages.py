# KeyError reprs: strings, tuples, ints, empties, nested.
def show(fn):
    try:
        fn()
    except KeyError as e:
        print(type(e).__name__ + ":", e, "|", repr(e), "|", e.args)


d = {"a": 1}
show(lambda: d["b"])
show(lambda: d[1])
show(lambda: d[(1, 2)])
show(lambda: d[()])
show(lambda: d[""])
show(lambda: d[None])
show(lambda: d.pop("zz"))
show(lambda: {}.popitem())
show(lambda: set().pop())
show(lambda: {1}.remove(2))
show(lambda: d[frozenset()])
show(lambda: d["it's"])
show(lambda: d[2.5])
try:
    raise KeyError()
except KeyError as e:
    print(repr(str(e)), repr(e))
try:
    raise KeyError("a", "b")
except KeyError as e:
    print(str(e), repr(e))
d[("x", 1)]
