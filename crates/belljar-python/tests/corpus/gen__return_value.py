def g():
    yield 1
    return 42
it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, "args:", e.args)
def empty():
    return "nothing"
    yield
try:
    next(empty())
except StopIteration as e:
    print("value:", e.value)
def deleg():
    r = yield from g()
    yield r * 2
print(list(deleg()))
print(list(g()))
