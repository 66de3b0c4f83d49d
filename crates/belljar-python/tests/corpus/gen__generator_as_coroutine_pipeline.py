def printer():
    while True:
        item = yield
        print("got:", item)
def filt(pred, target):
    while True:
        item = yield
        if pred(item):
            target.send(item)
def mapper(fn, target):
    while True:
        item = yield
        target.send(fn(item))
p = printer(); next(p)
m = mapper(lambda s: s.upper(), p); next(m)
f = filt(lambda s: len(s) > 2, m); next(f)
for w in ["a", "abc", "xy", "hello"]:
    f.send(w)
f.close(); m.close(); p.close()
print("pipeline closed")
