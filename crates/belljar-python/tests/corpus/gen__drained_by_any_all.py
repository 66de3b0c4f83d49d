# any() and all() over generators: they stop at the deciding value and leave the generator
# suspended there (the rest is still there for next() and list()), a __bool__ that raises
# leaves it suspended too, empty ones, and a stopped generator closed when dropped.
def g(n):
    for i in range(n):
        print("yield", i)
        yield i
it = g(6)
print(any(x > 2 for x in it))
it = g(6)
print(any(x > 2 for x in [0]))
it2 = g(6)
print(any(it2))
print(next(it2))
print(list(it2))
it3 = g(5)
print(all(it3))
print(next(it3))
print(all(x < 10 for x in range(5)), any(x > 10 for x in range(5)))
print(any(()), all(()))
print(any(x for x in ()), all(x for x in ()))
class B:
    def __bool__(self):
        raise ValueError("no truth")
def gb():
    yield 0
    yield B()
    print("not reached")
    yield 1
it4 = gb()
try:
    any(it4)
except ValueError as e:
    print("ValueError", e)
print(list(it4))
def stop_all():
    try:
        yield 1
        yield 0
        yield 2
    finally:
        print("closed")
s = stop_all()
print(all(s))
del s
print("after del")
