# Infinite recursion through __repr__, __eq__, __hash__, __getattr__ and __str__ is caught.
class SelfRepr:
    def __repr__(self):
        return "R(" + repr(self) + ")"


class SelfEq:
    def __eq__(self, other):
        return self == other

    __hash__ = object.__hash__


class SelfHash:
    def __hash__(self):
        return hash(self)


class Lookup:
    def __getattr__(self, name):
        return self.other_name


class StrVia:
    def __str__(self):
        return f"{self}"


for label, fn in [
    ("repr", lambda: repr(SelfRepr())),
    ("eq", lambda: SelfEq() == 1),
    ("hash", lambda: hash(SelfHash())),
    ("getattr", lambda: Lookup().x),
    ("str", lambda: str(StrVia())),
    ("in list", lambda: SelfEq() in [1, 2]),
    ("dict key", lambda: {SelfHash(): 1}),
]:
    try:
        fn()
        print(label, "returned")
    except RecursionError:
        print(label, "RecursionError")
print("after all that:", repr([1, 2]), hash((1, 2)) == hash((1, 2)))


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print(ackermann(2, 3))
def countdown(n):
    return n if n == 0 else countdown(n - 1)


try:
    countdown(100000)
except RecursionError:
    print("countdown too deep")
print(ackermann(1, 5))
