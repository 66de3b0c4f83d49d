# Generators driven by `for` and `gen.send` (their frames run in the caller's loop):
# yields, returns, exceptions with tracebacks' context, PEP 479, re-entry, close and
# throw after such resumptions, and deep chains of generators.


def count(n):
    for i in range(n):
        yield i
    return "done"


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


print(list(evens(count(10))))
total = 0
for x in evens(count(1000)):
    total += x
print("total", total)

# A return ends the for loop; the value is dropped.
for x in count(2):
    print("got", x)
else:
    print("loop else runs")

# break leaves the generator suspended; it resumes later where it stopped.
g = count(5)
for x in g:
    if x == 2:
        break
print("after break", next(g), list(g))


# send: yields come back, a return raises StopIteration with the value.
def echo():
    received = []
    try:
        while True:
            v = yield len(received)
            if v is None:
                return received
            received.append(v)
    finally:
        print("echo finally", received)


e = echo()
print(e.send(None))
print(e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as stop:
    print("stopped with", stop.value)
try:
    e.send("late")
except StopIteration as stop:
    print("finished:", stop.value)


# An exception inside a for-driven generator reaches the caller; the generator is done.
def fails():
    yield 1
    raise KeyError("inside")


f = fails()
try:
    for x in f:
        print("fails gave", x)
except KeyError as err:
    print("caught", repr(err))
print("after failure", list(f))


# The exception the caller is handling is the context of one raised in the generator.
def raises_value_error():
    yield 1
    raise ValueError("in gen")


try:
    try:
        raise TypeError("outer")
    except TypeError:
        for _ in raises_value_error():
            pass
except ValueError as err:
    print("context", repr(err.__context__))


# PEP 479: StopIteration escaping a generator becomes RuntimeError.
def leaks_stop():
    yield "first"
    raise StopIteration("leak")


try:
    for x in leaks_stop():
        print(x)
except RuntimeError as err:
    print(type(err).__name__, err, "cause:", repr(err.__cause__))


def leaks_next():
    it = iter([])
    yield 0
    next(it)


try:
    print(list(leaks_next()))
except RuntimeError as err:
    print("list:", err)


# A generator iterating itself is already executing.
def self_loop():
    yield 1
    for y in me:
        yield y


me = self_loop()
try:
    for v in me:
        print("self", v)
except ValueError as err:
    print("ValueError", err)


# Sending into a running generator from inside it.
def sender():
    yield 1
    s.send(5)
    yield 2


s = sender()
next(s)
try:
    s.send(None)
except ValueError as err:
    print("send:", err)


# close and throw after for-driven steps.
def guarded():
    try:
        for i in range(10):
            yield i
    except ZeroDivisionError:
        yield "handled"
    finally:
        print("guarded finally")


gd = guarded()
for x in gd:
    if x == 3:
        break
print("throw ->", gd.throw(ZeroDivisionError))
gd.close()
print("closed; next gives", next(gd, "nothing"))


# A deep chain of generators, each iterating the next with for.
def chain(n):
    if n == 0:
        yield from range(3)
    else:
        for x in chain(n - 1):
            yield x + 1


print(list(chain(200)))


# Generators over generators in a comprehension, a nested pipeline and with send.
def squares(it):
    for x in it:
        yield x * x


print(sum(squares(evens(count(50)))))
print([y for y in squares(count(6)) if y % 2])


def running_average():
    total = 0.0
    n = 0
    avg = None
    while True:
        x = yield avg
        total += x
        n += 1
        avg = total / n


ra = running_average()
next(ra)
for v in [3, 5, 10, 2]:
    print("avg", ra.send(v))


# A recursion past the limit inside for-driven generators is a RecursionError.
def endless(n):
    for x in endless(n + 1):
        yield x
    yield n


try:
    for x in endless(0):
        pass
except RecursionError as err:
    print("RecursionError", err)
