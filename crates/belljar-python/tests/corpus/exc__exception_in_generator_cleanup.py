def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
def consume():
    for v in gen():
        print("value", v)
        raise RuntimeError("consumer failed")
try:
    consume()
except RuntimeError as e:
    print("RuntimeError:", e)
g = gen()
next(g)
del g
print("after del")
