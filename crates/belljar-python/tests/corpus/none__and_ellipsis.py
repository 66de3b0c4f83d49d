x = None
print(x, repr(x), str(x), x is None, x == None, x is not None, type(x).__name__)
def f():
    pass
print(f() is None, f())
print(None == 0, None == False, bool(None), [None] * 2)
print(... is Ellipsis, repr(...), str(Ellipsis))
print(NotImplemented.__class__.__name__, repr(NotImplemented))
d = {None: "none key"}
print(d[None], d.get(None))
print(sorted([3, 1], key=lambda v: v) is not None)
try:
    None + 1
except TypeError as e:
    print("TypeError:", e)
try:
    len(None)
except TypeError as e:
    print("TypeError:", e)
try:
    for _ in None:
        pass
except TypeError as e:
    print("TypeError:", e)
