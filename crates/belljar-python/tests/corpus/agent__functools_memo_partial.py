# functools: lru_cache statistics, partial, reduce, wraps, total_ordering.
import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@functools.lru_cache(maxsize=2)
def square(x):
    return x * x


for x in [1, 2, 1, 3, 1, 2]:
    square(x)
print(square.cache_info())


def power(base, exp, mod=None):
    return pow(base, exp, mod)


cube = functools.partial(power, exp=3)
print(cube(2), cube(5, mod=7), cube.keywords, cube.args)
print(functools.reduce(lambda acc, x: acc * x, range(1, 11)))
print(functools.reduce(lambda a, b: a + b, [], "empty"))


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


add(2, 3)
print(add.__name__, add.__doc__, add.__wrapped__.__name__)


@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("0.9"), Version("1.0") <= Version("0.9"))
try:
    fib([1])
except TypeError as e:
    print("TypeError:", e)
