# User classes with __eq__ and __hash__ used as keys; hash changes after insertion.
class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, P) and self.x == other.x

    def __hash__(self):
        return hash(self.x)


p = P(1)
d = {p: "one"}
print(d[P(1)], P(1) in d, {P(1), P(1), P(2)} == {P(2), P(1)})
p.x = 2
print(P(1) in d, P(2) in d, p in d, len(d))


class OnlyEq:
    def __eq__(self, other):
        return True


try:
    {OnlyEq()}
except TypeError as e:
    print("TypeError", e)


class Child(P):
    pass


print(Child(1) == P(1), hash(Child(3)) == hash(P(3)))
