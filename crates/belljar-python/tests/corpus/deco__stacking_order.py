log = []
def tag(name):
    log.append(f"make {name}")
    def deco(fn):
        log.append(f"apply {name}")
        def w():
            return f"<{name}>{fn()}</{name}>"
        return w
    return deco
@tag("b")
@tag("i")
def text():
    return "hi"
print(log)
print(text())
def counted(fn):
    def w(*a, **k):
        w.calls += 1
        return fn(*a, **k)
    w.calls = 0
    return w
@counted
def noop():
    pass
for _ in range(4):
    noop()
print(noop.calls)
