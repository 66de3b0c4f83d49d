def leaf():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v
def middle():
    result = yield from leaf()
    yield f"leaf returned {result}"
def top():
    out = yield from middle()
    return out
t = top()
print(next(t))
print(t.send(5), t.send(10))
print(t.send(None))
try:
    next(t)
except StopIteration as e:
    print("done", e.value)
