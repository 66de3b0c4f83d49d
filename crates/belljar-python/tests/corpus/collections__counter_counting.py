# Counter(iterable) and Counter.update(iterable) count through one native loop; a subclass
# that overrides get or __setitem__ must still see every call, and odd keys, values and
# iterables must behave as in CPython.
from collections import Counter, OrderedDict


def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


words = "the cat and the hat and the bat sat on the mat".split()
c = Counter(words)
print(c, c.most_common(2), list(c))
c.update(w for w in words if len(w) == 3)
print(c)
c.update("abca")
c.update(["the"] * 3, the=10, new=2)
print(c.most_common(4), c.total())
print(Counter(range(5)) + Counter([1, 2, 2]), Counter(iter([1.0, 1, True, 2])))
print(Counter((1, 2) for _ in range(3)), Counter(b"hello"), Counter({"a": 2}))


class Loud(Counter):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


class Getter(Counter):
    calls = 0

    def get(self, key, default=None):
        Getter.calls += 1
        return super().get(key, default) * 2 if key in self else default


print(Loud("aab"))
g = Getter("aaab")
print(g, Getter.calls)

# Existing values that are not ints: floats, Fractions-like objects, and ones that cannot add.
f = Counter({"x": 0.5})
f.update("xx")
print(f)


class Weird:
    def __add__(self, other):
        return "weird+" + str(other)


w = Counter()
dict.__setitem__(w, "k", Weird())
w.update("k")
print(w)
bad = Counter()
dict.__setitem__(bad, "k", None)
show("none + 1", lambda: bad.update("k"))
show("unhashable", lambda: Counter([[1], [2]]))
show("not iterable", lambda: Counter(5))


def gen():
    yield "a"
    yield "b"
    raise ValueError("stopped")


partial = Counter()
show("gen error", lambda: partial.update(gen()))
print(partial)


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n % 2

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

    def __repr__(self):
        return f"K{self.n}"


print(Counter([Key(1), Key(3), Key(1), Key(2)]))
od = OrderedDict()
print(Counter(OrderedDict.fromkeys("ab", 3)), Counter(Counter("ab")), od)
big = Counter()
dict.__setitem__(big, "n", 2**63 - 1)
big.update("n")
print(big)
print(sorted(Counter(str(i % 7) for i in range(1000)).items()))
