# `for a, b in ...` over enumerate and dict.items() (the pair is pushed without its tuple),
# and every other iterable the same loop shape meets.
d = {"a": 1, "b": 2, "c": 3}
for k, v in d.items():
    print(k, v)
for i, ch in enumerate("xyz"):
    print(i, ch)
for i, x in enumerate([5, 6, 7], 2**63 - 2):
    print(i, x, type(i).__name__)
for i, x in enumerate(range(3, 0, -1), -1):
    print(i, x)
for i, x in enumerate(iter([10, 20])):
    print(i, x)
for i, (a, b) in enumerate(d.items()):
    print(i, a, b)


def gen():
    yield (1, 2)
    yield [3, 4]
    yield "xy"


for a, b in gen():
    print(a, b)
for a, b in [(1, 2), "pq", [7, 8]]:
    print(a, b)
for a, b in zip("ab", "cd"):
    print(a, b)
print({w: i for i, w in enumerate(["p", "q", "p"])})
print([(k, v) for k, v in d.items() if v > 1])

# The loop sees the dict change size, sticky, as CPython's iterator.
try:
    for k, v in d.items():
        d["z" + k] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
it = iter(d.items())
next(it)
d["new"] = 0
for _ in range(2):
    try:
        for k, v in it:
            print("got", k)
    except RuntimeError as e:
        print("again:", e)

for bad in ([(1, 2, 3)], [(1,)], [5]):
    try:
        for a, b in bad:
            print(a, b)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# The enumerate object shared with the loop body.
e = enumerate([1, 2, 3, 4])
for i, x in e:
    print(i, x, next(e))

# A list that grows under enumerate, bounded by a break.
xs = [0]
for i, x in enumerate(xs):
    if i < 5:
        xs.append(x + 1)
print(xs)

# The values stay the dict's own objects.
inner = [1]
for k, v in {"k": inner}.items():
    print(v is inner)


# A function's locals, and a loop whose iterator ends inside a generator.
def pairs(m):
    out = []
    for n, (k, v) in enumerate(sorted(m.items())):
        out.append(f"{n}:{k}={v}")
    return out


print(pairs({"b": 2, "a": 1}))
