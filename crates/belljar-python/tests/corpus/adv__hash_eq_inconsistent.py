# Objects whose hash and eq disagree, or change: dict and set behaviour stays sane.
class Shifty:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return isinstance(other, Shifty) and self.h == other.h

    def __repr__(self):
        return f"S{self.h}"


a = Shifty(1)
d = {a: "one"}
a.h = 2
print(a in d, Shifty(1) in d, Shifty(2) in d, len(d))
print(list(d))
a.h = 1
print(a in d, d[a])


class AlwaysEq:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return 0

    def __eq__(self, other):
        return True

    def __repr__(self):
        return f"E{self.n}"


s = {AlwaysEq(1), AlwaysEq(2), AlwaysEq(3)}
print(s, len(s))
d = {AlwaysEq(1): "a"}
d[AlwaysEq(2)] = "b"
print(d)


class NeverEq:
    def __hash__(self):
        return 5

    def __eq__(self, other):
        return False


n = NeverEq()
s = {n, n}
print(len(s), n in s, NeverEq() in s)
d = {n: 1}
print(d[n])
print({1, 1.0, True}, {0: "a", False: "b", 0.0: "c"})
print(hash(-1) == hash(-2), {-1: "a", -2: "b"})
