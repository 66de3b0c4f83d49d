import bisect

a = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for x in [0, 1, 2, 3, 4, 8, 13, 20]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 2), bisect.bisect(a, 8, hi=6), bisect.bisect_left(a, 8, lo=7))
print(bisect.bisect(a, 5, 7, 3), bisect.bisect(a, 5, 0, -5), bisect.bisect(a, 5, hi=None), bisect.bisect(a, 5, True))
recs = [("a", 1), ("b", 3), ("c", 3), ("d", 7)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
print(b)
b = []
for x in [5.0, 1, 4, 1.0, 5, 9, 2, 6, 5]:
    bisect.insort_left(b, x)
print(b)
b = []
for x in [5.0, 1, 4, 1.0, 5, 9, 2, 6, 5]:
    bisect.insort_right(b, x)
print(b)
r = []
for rec in [("x", 4), ("y", 2), ("z", 4), ("w", 1)]:
    bisect.insort(r, rec, key=lambda t: t[1])
print(r)
r2 = []
for rec in [("x", 4), ("y", 2), ("z", 4), ("w", 1)]:
    bisect.insort_left(r2, rec, key=lambda t: t[1])
print(r2)
print(bisect.bisect("abdef", "c"), bisect.bisect((1, 3, 5), 4), bisect.bisect(range(0, 100, 3), 50))

class Seq:
    def __init__(self):
        self.data = []
    def __len__(self):
        return len(self.data)
    def __getitem__(self, i):
        return self.data[i]
    def insert(self, i, x):
        print("insert", i, x)
        self.data.insert(i, x)

s = Seq()
for x in [3, 1, 2]:
    bisect.insort(s, x)
print(s.data)

class Sub(list):
    def insert(self, i, x):
        print("sub insert", i, x)
        list.insert(self, i, x)

s = Sub([1, 5])
bisect.insort(s, 3)
print(s)

def err(f, *a, **k):
    try:
        print(f(*a, **k))
    except Exception as e:
        print(type(e).__name__, e)

err(bisect.bisect_right)
err(bisect.bisect_right, [])
err(bisect.bisect_left, [], 1, 2, 3, 4)
err(bisect.insort, [], 1, y=1)
err(bisect.bisect, [], 1, lo=-1)
err(bisect.insort_left, [], 1, -1)
err(bisect.bisect, [], 1, lo="a")
err(bisect.bisect, [], 1, hi="a")
err(bisect.bisect, 5, 1)
err(bisect.insort, (1, 2), 1)
err(bisect.bisect, [1, 2], 1, 0, 10)
err(bisect.bisect, [1, 2], 1, key=3)
err(bisect.bisect, [1, 2], 1, 1.5)
err(bisect.bisect, [1, 2], 1, 0, 2**70)
err(bisect.bisect, [1, 2], 1, None)
err(bisect.bisect, [1, "a", 3], 2)
err(bisect.bisect, [1, 2], 1, a=[1])
err(bisect.bisect_left, a=[1, 2, 3], x=2)
err(bisect.insort_left, a=[1, 2, 3], x=2, lo=5)
