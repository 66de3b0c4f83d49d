# A generator that resumes itself is "generator already executing".
def g():
    yield next(me)


me = g()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)


def h():
    yield me2.send(None)


me2 = h()
try:
    me2.send(None)
except ValueError as e:
    print("ValueError", e)


def k():
    try:
        yield 1
    finally:
        me3.close()


me3 = k()
next(me3)
try:
    me3.close()
except ValueError as e:
    print("ValueError", e)
print("end")
