# Keyword arguments from ** unpacking: duplicates, non-mappings and non-string keys.
def build(**kw):
    return sorted(kw.items())

class Shop:
    def order(self, item, **extra):
        return item, extra

base = {"size": 1, "color": "red"}
print(build(**base, shape="round"))
for call in (
    lambda: build(**base, **{"size": 2}),
    lambda: build(size=5, **base),
    lambda: build(**base, color="blue"),
    lambda: Shop().order("tea", **{"item": "x"}),
    lambda: Shop().order(**{"item": "a"}, **{"qty": 1, "item": "b"}),
    lambda: build(**[("a", 1)]),
    lambda: build(**{1: 2}),
    lambda: dict(**{"a": 1}, **{"a": 2}),
    lambda: print(**{"sep": "-"}, **{"sep": "+"}),
    lambda: (lambda **k: k)(x=1, **{"x": 2}),
):
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
print(dict(**{"a": 1}, b=2), Shop().order(**{"item": "c", "qty": 3}))
