# Local-variable arithmetic, augmented assignment and comparisons that the compiler fuses
# into one instruction: every general case behaves as the unfused instructions would
# (user dunders, in-place list growth, non-bool comparison results, unbound locals,
# overflow to big ints, errors, jumps into the middle of the fused group).


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    def __iadd__(self, o):
        self.v += 100
        return self

    def __lt__(self, o):
        return Truthy(self.v < (o.v if isinstance(o, Num) else o))


class Truthy:
    def __init__(self, b):
        self.b = b

    def __bool__(self):
        return self.b


def arith(n, m):
    out = []
    out.append(n - 1)
    out.append(n * m)
    out.append(n // 3)
    out.append(n % 7)
    out.append(n ** 2)
    out.append(n / 4)
    return out


print(arith(10, 3), arith(2**62, 4), arith(-7, 2.5))
print(arith(10**30, 10**20)[:3])


def aug(items):
    total = 0
    count = 0
    acc = []
    for x in items:
        total += x
        count += 1
        acc += [x]
    s = "a"
    s += "b"
    big = 2**62
    big += 2**62
    return total, count, acc, s, big


print(aug([1, 2, 3]))


def user(a, b):
    c = a + 1
    d = a + b
    a += 5
    e = a
    e += b
    r = []
    if a < 200:
        r.append("lt")
    if a < b:
        r.append("ltb")
    return c.v, d.v, a.v, e.v, r


print(user(Num(1), Num(2)))


def unbound_first():
    try:
        x = y + 1
    except UnboundLocalError as e:
        print("unbound:", e)
    y = 1
    return x if False else y


def unbound_second(flag):
    if flag:
        b = 1
    a = 2
    try:
        return a * b
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def unbound_aug():
    try:
        n += 1
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def unbound_cmp(flag):
    if flag:
        lim = 3
    i = 0
    try:
        while i < lim:
            i += 1
    except UnboundLocalError as e:
        return "unbound: " + str(e)
    return i


print(unbound_first(), unbound_second(True), unbound_second(False))
print(unbound_aug(), unbound_cmp(True), unbound_cmp(False))


def errors(n, d):
    try:
        return n // d
    except ZeroDivisionError as e:
        return "ZeroDivisionError: " + str(e)


def type_errors(s):
    try:
        s += 1
    except TypeError as e:
        return "TypeError: " + str(e)


def cmp_errors(a):
    try:
        if a < 1:
            return "small"
        return "big"
    except TypeError as e:
        return "TypeError: " + str(e)


print(errors(7, 0), errors(7, 2), type_errors("x"), cmp_errors("s"), cmp_errors(0))


def loops(n):
    i = 0
    j = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        j += i
    k = n
    while k > 0 and k != 5:
        k -= 2
    return i, j, k


print(loops(20), loops(0))


def floats(x, y):
    out = []
    if x <= y:
        out.append("le")
    if x == y:
        out.append("eq")
    if x != y:
        out.append("ne")
    if x >= 0.5:
        out.append("ge")
    x *= 2
    x -= y
    return out, x


print(floats(0.5, 0.75), floats(1, 1.0), floats(float("nan"), 0.0))
