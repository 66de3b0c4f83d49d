# `local[local]` loads and stores (fused superinstructions): lists, tuples, negative and
# out-of-range indexes, other containers and index types, unbound names, and the same
# through a comprehension's cell (a closed-over list).
class Idx:
    def __index__(self):
        return 1

    def __repr__(self):
        return "Idx()"


class Seq:
    def __getitem__(self, k):
        return ("seq", k)

    def __setitem__(self, k, v):
        print("set", k, v)

    def __repr__(self):
        return "Seq()"


def loads(o, k):
    try:
        return o[k]
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def stores(o, k, v):
    try:
        o[k] = v
        return o
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


lst = [10, 20, 30]
for o in (lst, (1, 2, 3), "abc", b"abc", {1: "one"}, Seq(), 5, None):
    for k in (0, 1, -1, -3, 3, -4, True, Idx(), 1.0, "x", 2**70, -(2**70)):
        print(repr(o)[:20], repr(k)[:12], loads(o, k))
for o in (lambda: [1, 2, 3], lambda: (1, 2), lambda: {}, lambda: "ab", Seq, lambda: bytearray(b"ab")):
    for k in (0, -1, 2, -3, True, Idx(), 1.5, "k"):
        print(repr(k)[:12], stores(o(), k, 7))


def unbound_load(flag):
    if flag:
        a = [1]
        i = 0
    return a[i]


def unbound_index(flag):
    a = [1, 2]
    if flag:
        i = 0
    return a[i]


def unbound_store(flag):
    if flag:
        a = [1]
    i = 0
    a[i] = 5
    return a


for fn in (unbound_load, unbound_index, unbound_store):
    for flag in (True, False):
        try:
            print(fn.__name__, fn(flag))
        except Exception as e:
            print(fn.__name__, type(e).__name__, e)


def cells(n):
    flags = [True] * n
    flags[0] = flags[1] = False
    for i in range(2, n):
        if flags[i]:
            for j in range(i * i, n, i):
                flags[j] = False
    primes = [i for i in range(n) if flags[i]]
    grid = [[i * j for j in range(4)] for i in range(4)]
    diag = [grid[i][i] for i in range(4)]
    neg = [flags[-i] for i in range(1, 4)]
    return primes, diag, neg


print(cells(60))


def cell_errors():
    data = {"a": 1}
    out = []
    keys = ["a", "b"]
    for k in keys:
        try:
            out.append([data[k] for _ in range(1)])
        except KeyError as e:
            out.append(("KeyError", str(e)))
    seq = [1, 2]
    for i in (1, 2, -3):
        try:
            out.append([seq[i] for _ in range(1)])
        except IndexError as e:
            out.append(("IndexError", str(e)))

    def setter(i):
        seq[i] = 9

    for i in (0, 5):
        try:
            setter(i)
            out.append(list(seq))
        except IndexError as e:
            out.append(("IndexError", str(e)))
    return out


print(cell_errors())


def late_cell():
    def get(i):
        return box[i]

    try:
        get(0)
    except NameError as e:
        print(type(e).__name__, e)
    box = [4, 5]
    print(get(1), get(-1))


late_cell()


def mutate_while_indexing():
    a = [1, 2, 3, 4]
    i = 0
    total = 0
    while i < len(a):
        total += a[i]
        if a[i] == 2:
            a.append(10)
        a[i] = a[i] * 2
        i += 1
    return total, a


print(mutate_while_indexing())


def store_self():
    a = [0, 1]
    i = 1
    a[i] = a
    print(len(a[i]), a[i] is a)
    a[i] = None
    print(a)


store_self()
