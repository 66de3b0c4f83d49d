def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)
def uses_next(it):
    while True:
        try:
            v = next(it)
        except StopIteration:
            return
        yield v * 2
print(list(uses_next(iter([1, 2, 3]))))
def first(it):
    return next(iter(it), None)
print(first([]), first("xy"))
