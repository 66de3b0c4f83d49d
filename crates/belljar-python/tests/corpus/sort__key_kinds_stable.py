# Sorting keys of one builtin kind (ints, floats, strs, numbers mixed, tuples of them):
# stability, reverse, ties, prefixes, signed zeros, huge ints, and the kinds that fall back.
def show(label, xs, **kw):
    print(label, sorted(xs, **kw))
    ys = list(xs)
    ys.sort(**kw)
    assert ys == sorted(xs, **kw)

tagged = [(i % 3, "abcdefgh" + str(9 - i % 5), i) for i in range(12)]
show("first", tagged, key=lambda t: t[0])
show("first rev", tagged, key=lambda t: t[0], reverse=True)
show("str long prefix", tagged, key=lambda t: t[1])
show("str rev", tagged, key=lambda t: t[1], reverse=True)
show("pair", tagged, key=lambda t: (t[0], t[1]))
show("pair rev", tagged, key=lambda t: (t[0], t[1]), reverse=True)
show("neg pair", tagged, key=lambda t: (-t[0], t[2] % 4))
show("triple", tagged, key=lambda t: (t[1], -t[0], t[2]))

zeros = [(0.0, "a"), (-0.0, "b"), (0, "c"), (False, "d"), (-0.0, "e"), (0.0, "f")]
show("zeros", zeros, key=lambda t: t[0])
show("zeros rev", zeros, key=lambda t: t[0], reverse=True)
show("zeros tuple", zeros, key=lambda t: (t[0],))

nums = [3, 2.5, -1, True, 1.0, 1, -1.5, 2**52, 2.0**52, -(2**52), 10**3, 1e-9, -0.0]
show("nums", nums)
show("nums rev", nums, reverse=True)
show("nums abs", nums, key=abs)

big = [2**60, 1.5, -2**70, 3, 2**53 + 1, float(2**53)]
show("big with floats", big)
show("big ints", [2**64, -2**64, 5, 2**63 - 1, -2**63, 0])
show("huge in tuples", [(2**60, 1), (1.0, 2), (2**60, 0)])

strs = ["b", "a", "", "ab", "a\x00", "a\x00b", "é", "e", "\U0001f600", "z" * 20, "z" * 19,
        "abcdefghi", "abcdefgh", "abcdefgh\x00"]
show("strs", strs)
show("strs rev", strs, reverse=True)
show("strs by len", strs, key=len)
show("strs by len, str", strs, key=lambda s: (len(s), s))

ragged = [(1, 2), (1,), (0, 5, 1), (1, 2, 0), (), (0,), (1, 2)]
show("ragged", ragged)
show("ragged rev", ragged, reverse=True)
show("bools", [True, False, 1, 0, True, 2, -1])
show("bool tuples", [(True, "x"), (1, "a"), (0, "b"), (False, "a")])

nan = float("nan")
print("nan", len(sorted([3, nan, 1, 2])), sorted([3, nan, 1, 2]).count(1))
print("nan tuples", len(sorted([(1, nan), (1, 2.0), (0, nan)])))

for bad in ([1, "a"], [(1, "a"), (1, 2)], [(1, 2), 3], [None, 1], [(1, [2]), (1, "x")]):
    try:
        sorted(bad)
        print("sorted", bad)
    except TypeError as e:
        print("TypeError:", e)

nested = [((2, "b"), 1), ((1, "z"), 2), ((2, "a"), 0), ((1, "z"), 1)]
show("nested", nested)
show("nested rev", nested, reverse=True)
show("lists as keys", [[2, 1], [1, 9], [2, 0], [1]], key=lambda l: l)

words = sorted({f"user{(i * 7919) % 997}" for i in range(300)}, key=lambda w: (len(w), w))
print(words[:5], words[-3:], len(words))
recs = [(f"u{(i * 31) % 17}", (i * 13) % 7, ((i * 29) % 11) / 4) for i in range(60)]
by = sorted(recs, key=lambda r: (-r[1], r[2], r[0]))
print(by[:4], by[-2:])
recs.sort(key=lambda r: r[2])
recs.sort(key=lambda r: r[1], reverse=True)
print(recs[:6])
