def g():
    yield me.send(None)
me = g()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
def h():
    yield 1
x = h()
print(list(x), list(x))
print(x.__name__ if hasattr(x, "__name__") else "n/a")
