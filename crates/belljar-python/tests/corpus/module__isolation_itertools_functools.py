# itertools and functools keep working when the user's globals shadow the builtins they use.
import itertools
import functools
from functools import lru_cache, reduce, partial, wraps

len = iter = next = None
isinstance = type = object = super = None
sorted = list = tuple = dict = set = None
range = enumerate = zip = map = filter = None
getattr = setattr = hasattr = callable = None
StopIteration = KeyError = TypeError = None
min = max = sum = None

print([x for x in itertools.islice(itertools.count(5, 2), 4)])
print([x for x in itertools.chain("ab", [1, 2])])
print([p for p in itertools.permutations("abc", 2)])
print([c for c in itertools.combinations([1, 2, 3, 4], 3)])
print([(k, [x for x in g]) for k, g in itertools.groupby("aabbbc")])
print([x for x in itertools.accumulate([1, 2, 3, 4])])
print([x for x in itertools.product("ab", repeat=2)])
print([x for x in itertools.zip_longest("abc", "x", fillvalue="-")])
print([x for x in itertools.takewhile(lambda v: v < 3, [1, 2, 3, 1])])

print(reduce(lambda a, b: a * b, [1, 2, 3, 4, 5]))
print(reduce(lambda a, b: a + b, [], 10))

calls = []


@lru_cache(maxsize=None)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), [c for c in calls][:3], calls.__len__())


def power(base, exp):
    return base**exp


square = partial(power, exp=2)
print(square(7), partial(power, 2)(10))


def deco(f):
    @wraps(f)
    def inner(*a, **k):
        return f(*a, **k) + 1

    return inner


@deco
def add(a, b):
    "Add two numbers."
    return a + b


print(add(1, 2), add.__name__, add.__doc__)
