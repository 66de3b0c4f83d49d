def build(**kw):
    return ", ".join(f"{k}={v}" for k, v in kw.items())
defaults = {"color": "red", "size": 1}
override = {"size": 3}
print(build(**defaults))
print(build(**defaults, **override) if False else build(**{**defaults, **override}))
try:
    build(**defaults, **{"size": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    build(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
def f(a, b, **rest):
    return a, b, rest
print(f(**{"a": 1, "b": 2, "c": 3}))
print(dict(**{"x": 1}, y=2))
