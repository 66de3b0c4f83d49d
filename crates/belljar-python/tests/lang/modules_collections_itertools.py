from collections import Counter, defaultdict, deque, namedtuple
import itertools
from functools import reduce, lru_cache, partial
import string
c = Counter("abracadabra")
print(c, c.most_common(2), c["z"], len(c))
d = defaultdict(list)
d["a"].append(1); d["b"].append(2); d["a"].append(3)
print(d, dict(d.items()), sorted(d))
q = deque([1, 2, 3], maxlen=3)
q.append(4); q.appendleft(0)
print(q, q.popleft(), list(q))
P = namedtuple("P", "x y")
p = P(1, y=2)
x, y = p
print(p, p.x, p[1], x + y, p._asdict(), p == (1, 2))
print(list(itertools.permutations([1, 2, 3], 2))[:3], list(itertools.combinations("abc", 2)))
print(list(itertools.product([0, 1], repeat=2)), list(itertools.islice(itertools.count(5), 3)))
print([(k, list(g)) for k, g in itertools.groupby("aabbbc")], list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.zip_longest("ab", "xyz", fillvalue="-")))
print(reduce(lambda a, b: a * b, range(1, 6)), partial(pow, 2)(10))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), string.ascii_lowercase[:5], string.digits)
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
for v in gen():
    break
print("after")
d2 = {"a": 1, "b": 2}
print(d2.keys(), d2.values(), d2.items(), d2.keys() & {"a", "z"}, list(reversed(d2)))
try:
    for k in d2:
        d2["c"] = 3
except RuntimeError as e:
    print(e)
