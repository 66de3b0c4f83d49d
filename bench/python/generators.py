# Generators: pipelines, yield from, send, generator expressions.
def numbers(n):
    for i in range(n):
        yield i

def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x

def chunks(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf

def flatten(chs):
    for c in chs:
        yield from c

def averager():
    total = 0
    count = 0
    avg = None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total / count

s = sum(flatten(chunks(evens(numbers(600000)), 64)))
g = sum(x * x for x in range(400000) if x % 3)
a = averager()
next(a)
last = None
for i in range(200000):
    last = a.send(i)
print("pipeline", s, "genexpr", g, "avg", last)
