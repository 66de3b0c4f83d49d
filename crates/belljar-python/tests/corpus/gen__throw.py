def worker():
    while True:
        try:
            v = yield
            print("processing", v)
        except ValueError as e:
            print("recovered from", e)
w = worker()
next(w)
w.send(1)
w.throw(ValueError("bad input"))
w.send(2)
try:
    w.throw(KeyError("fatal"))
except KeyError as e:
    print("propagated KeyError", e)
try:
    w.send(3)
except StopIteration:
    print("generator is finished")
def g():
    yield 1
x = g()
try:
    x.throw(RuntimeError("before start"))
except RuntimeError as e:
    print("RuntimeError:", e)
