from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack, ContextDecorator, AbstractContextManager

@contextmanager
def tag(name, log):
    log.append("<" + name + ">")
    try:
        yield name.upper()
    finally:
        log.append("</" + name + ">")

log = []
with tag("b", log) as t:
    log.append(t)
print(log)

log = []
try:
    with tag("i", log):
        raise ValueError("inner")
except ValueError as e:
    print("caught", e, log)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))

with swallow():
    raise KeyError("k")
print("after swallow")

@contextmanager
def noyield():
    if False:
        yield

try:
    with noyield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def twice():
    yield 1
    yield 2

try:
    with twice():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def ignore_throw():
    try:
        yield
    except ValueError:
        yield

try:
    with ignore_throw():
        raise ValueError
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def convert():
    try:
        yield
    except ZeroDivisionError as e:
        raise ArithmeticError("converted") from e

try:
    with convert():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

@contextmanager
def stopper():
    yield

try:
    with stopper():
        raise StopIteration("s")
except StopIteration as e:
    print("StopIteration passes", e)

@tag("deco", log := [])
def decorated(x):
    log.append(x)
    return x * 2

print(decorated(3), decorated(4), log, decorated.__name__)

with suppress(KeyError, IndexError):
    [][1]
print("suppressed")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print("not suppressed")
with suppress():
    pass

class Thing:
    def close(self):
        print("closed")

with closing(Thing()) as th:
    print(type(th).__name__)

with nullcontext(5) as v:
    print(v)
with nullcontext() as v:
    print(v)

class CM:
    def __init__(self, n, swallow=False):
        self.n = n
        self.swallow = swallow
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, t, v, tb):
        print("exit", self.n, t.__name__ if t else None)
        return self.swallow

with ExitStack() as stack:
    vals = [stack.enter_context(CM(i)) for i in range(3)]
    stack.callback(print, "callback", 1, sep="-")
    print(vals)

with ExitStack() as stack:
    stack.enter_context(CM("s", swallow=True))
    stack.enter_context(CM("t"))
    raise ValueError("x")
print("swallowed by stack")

def bad_exit(*a):
    raise KeyError("from exit")

try:
    with ExitStack() as stack:
        stack.push(bad_exit)
        stack.enter_context(CM("u"))
        raise ValueError("orig")
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)

stack = ExitStack()
stack.enter_context(CM("p"))
moved = stack.pop_all()
stack.close()
print("closing moved")
moved.close()

try:
    ExitStack().enter_context(5)
except TypeError as e:
    print(e)

class My(ContextDecorator):
    def __enter__(self):
        print("My enter")
        return self
    def __exit__(self, *exc):
        print("My exit")
        return False

@My()
def f():
    print("in f")
f()

class ACM(AbstractContextManager):
    def __exit__(self, *a):
        print("ACM exit")

with ACM() as a:
    print(type(a).__name__)
