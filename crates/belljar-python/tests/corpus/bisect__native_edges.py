# bisect is native (as CPython's _bisect): its argument binding, index conversions, the
# order in which it calls keys and comparisons, and inserting into non-lists.
import bisect


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 2, 4, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect(a, 2, hi=None))
print(bisect.bisect_left(a, 2, lo=5, hi=2), bisect.bisect_right(a, 2, True, -1), bisect.bisect_left(a, 2, 0, -5))
print(bisect.bisect.__name__, bisect.insort.__name__, bisect.bisect_left.__name__)
show("lo big", lambda: bisect.bisect_right(a, 1, lo=2**70))
show("hi big", lambda: bisect.bisect_right(a, 1, hi=2**70))
show("hi str", lambda: bisect.bisect_right(a, 1, hi="x"))
show("hi float", lambda: bisect.bisect_left(a, 1, 0, 2.0))
show("lo str", lambda: bisect.bisect_right(a, 1, lo="x"))
show("lo neg", lambda: bisect.bisect_right(a, 1, -1))
show("too many", lambda: bisect.insort(a, 1, 0, 1, 2))
show("no x", lambda: bisect.bisect_left(a))
show("both", lambda: bisect.bisect_left(a, 1, a=[]))
show("bad kw", lambda: bisect.bisect_left(a, 1, k=1))
show("key pos", lambda: bisect.bisect_left(a, 1, 0, 1, len))
show("no len", lambda: bisect.bisect_right(5, 1))
show("hi past end", lambda: bisect.bisect_right([1, 2, 3], 2, 0, 10))
show("hi past end left", lambda: bisect.bisect_left([1, 2, 3], 0, 0, 10))
show("unorderable", lambda: bisect.bisect([1, "a"], 2))
show("tuple", lambda: bisect.bisect_left((1, 3, 5), 4))
show("str", lambda: bisect.bisect_right("acegi", "f"))
show("range", lambda: bisect.bisect_left(range(0, 100, 3), 50))
show("dict", lambda: bisect.bisect_left({0: 1, 1: 2}, 2))


class I:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        print("index", self.n)
        return self.n


print(bisect.bisect_left(a, 3, I(1), I(6)))

calls = []


def key(v):
    calls.append(v)
    return -v


d = [9, 7, 5, 3]
print(bisect.bisect_left(d, -6, key=key), calls)
calls.clear()
bisect.insort(d, 6, key=key)
print(d, calls)
bisect.insort_left(d, 7, key=key)
print(d)
bisect.insort_right(d, 7, key=lambda v: -v)
print(d)


class Loud:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v

    def __repr__(self):
        return f"L{self.v}"


s = [Loud(1), Loud(3), Loud(5)]
bisect.insort(s, Loud(3))
bisect.insort_left(s, Loud(3))
print(s)


class Seq(list):
    def insert(self, i, x):
        print("insert", i, x)
        super().insert(i, x)


q = Seq([1, 5])
bisect.insort(q, 3)
print(q)


class NoInsert:
    def __len__(self):
        return 0


show("no insert", lambda: bisect.insort(NoInsert(), 1))
show("key None", lambda: bisect.bisect([3, 1], 2, key=None))
tail = [1, 2]
bisect.insort(tail, 5, 10)
bisect.insort(tail, 0, 0, 0)
print(tail)
show("empty dict", lambda: bisect.bisect_left({}, 1))
show("empty range of a dict", lambda: bisect.bisect_left({}, 1, 0, 0))


class G(dict):
    def __getitem__(self, k):
        return k * 10


show("getitem dict", lambda: bisect.bisect_left(G(a=1, b=2, c=3), 15))
