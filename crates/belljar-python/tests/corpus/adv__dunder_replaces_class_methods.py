# Dunders replaced on the class while in use; instance attributes do not count.
class Counter:
    calls = 0

    def __len__(self):
        Counter.calls += 1
        Counter.__len__ = lambda self: 99
        return 1

    def __repr__(self):
        Counter.__repr__ = lambda self: "second repr"
        return "first repr"


c = Counter()
print(len(c), len(c), Counter.calls)
print(repr(c), repr(c))
c.__len__ = lambda: 5
print(len(c))


class Adder:
    def __add__(self, other):
        del Adder.__add__
        return "added once"


a = Adder()
print(a + 1)
try:
    print(a + 1)
except TypeError as e:
    print("TypeError:", e)


class Caller:
    def __call__(self):
        Caller.__call__ = lambda self: "replaced call"
        return "original call"


k = Caller()
print(k(), k())


class Iter:
    def __iter__(self):
        Iter.__iter__ = None
        return iter([1, 2])


it = Iter()
print(list(it))
try:
    list(it)
except TypeError as e:
    print("TypeError:", e)


class HashChanger:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        return self is other


h = HashChanger()
d = {h: "v"}
HashChanger.__hash__ = lambda self: 2
print(h in d, len(d))
HashChanger.__hash__ = None
try:
    hash(h)
except TypeError as e:
    print("TypeError:", e)
