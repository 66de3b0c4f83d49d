def gen_with_state():
    seen = []
    while True:
        x = yield list(seen)
        if x is None:
            return seen
        seen.append(x)
g = gen_with_state()
print(next(g))
print(g.send(1))
print(g.send(2))
try:
    g.send(None)
except StopIteration as e:
    print("final", e.value)
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == "reset":
            i = 0
        else:
            i += 1
c = counter()
print([next(c) for _ in range(3)], c.send("reset"), next(c))
