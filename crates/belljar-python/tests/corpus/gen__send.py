def running_avg():
    total = 0
    n = 0
    avg = None
    while True:
        x = yield avg
        total += x
        n += 1
        avg = total / n
g = running_avg()
print(next(g))
for v in [10, 20, 30, 0]:
    print(g.send(v))
def echo():
    received = []
    while True:
        v = yield len(received)
        if v is None:
            break
        received.append(v)
    return received
e = echo()
print(e.send(None), e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as stop:
    print("returned", stop.value)
g2 = running_avg()
try:
    g2.send(5)
except TypeError as err:
    print("TypeError:", err)
