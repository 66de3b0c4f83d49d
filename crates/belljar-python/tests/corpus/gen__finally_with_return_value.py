def g():
    try:
        yield 1
        return "normal"
    finally:
        print("finally in g")
def deleg():
    r = yield from g()
    print("deleg got", r)
    return r.upper()
d = deleg()
print(next(d))
try:
    next(d)
except StopIteration as e:
    print("StopIteration value", e.value)
def early():
    for i in range(3):
        try:
            yield i
        finally:
            print("cleanup", i)
print(list(early()))
e = early()
next(e)
next(e)
e.close()
