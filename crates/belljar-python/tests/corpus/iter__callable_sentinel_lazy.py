# iter(callable, sentinel) is a lazy callable_iterator: one call per next().
it = iter(int, 1)
print(type(it).__name__)
print(next(it), next(it))
n = [0]
def f():
    n[0] += 1
    if n[0] == 4:
        raise StopIteration
    return n[0]
print(list(iter(f, 100)))
print(list(iter(f, 100)))
n[0] = 0
print(list(iter(f, 2)))
def g():
    n[0] += 1
    if n[0] > 5:
        raise ValueError("boom")
    return n[0]
try:
    for x in iter(g, 100):
        print(x, end=" ")
except ValueError as e:
    print("err", e)
try:
    iter(5, 1)
except TypeError as e:
    print(e)
class Eq:
    def __eq__(self, o):
        raise KeyError("eq")
try:
    next(iter(int, Eq()))
except KeyError as e:
    print("KeyError", e)
it = iter(lambda: 7, 7)
print(list(it), list(it))
import itertools
print(list(itertools.islice(iter(int, 1), 3)))
