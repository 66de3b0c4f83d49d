# Sending a value into a just-started generator, and other protocol misuse.
def g():
    x = yield 1
    yield x


it = g()
try:
    it.send(5)
except TypeError as e:
    print("TypeError:", e)
print(it.send(None), it.send("hi"))
try:
    it.throw(5)
except TypeError as e:
    print("TypeError:", e)
try:
    next(it)
except StopIteration:
    print("done")
print(list(it))
