class BadLen(list):
    def __len__(self):
        return "three"


class NegLen(dict):
    def __len__(self):
        return -1


class BigLen(tuple):
    def __len__(self):
        return 2 ** 100


for obj in [BadLen([1]), NegLen(), BigLen()]:
    try:
        print(len(obj))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
    try:
        print(bool(obj))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


class Rev(list):
    def __iter__(self):
        return iter(reversed(list.__iter__(self).__class__ and [x for x in list.__iter__(self)]))


r = Rev([1, 2, 3])
print(list(r), [x for x in r], r[0], len(r), sum(r), 3 in r)


class NotIter(list):
    def __iter__(self):
        return 5


try:
    list(NotIter([1]))
except TypeError as e:
    print("TypeError:", e)


class Keys(dict):
    def __iter__(self):
        return iter(["fake"])


k = Keys(a=1)
print(list(k), dict(k), list(k.keys()), {**k})


class GetItemOnly(str):
    def __getitem__(self, i):
        return "X"


g = GetItemOnly("abc")
print(g[0], list(g), "".join(g), len(g))
