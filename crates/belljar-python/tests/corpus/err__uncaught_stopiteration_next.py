# next() on an exhausted iterator outside a loop.
it = iter([1, 2])
print(next(it), next(it))
print(next(it, "default"))
gen = (x for x in ())
try:
    next(gen)
except StopIteration as e:
    print("StopIteration", repr(e.value))
next(it)
