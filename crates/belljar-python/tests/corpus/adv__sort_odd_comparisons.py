# Sorting with comparisons that lie, raise or return odd values.
class Liar:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return True

    def __repr__(self):
        return f"L{self.v}"


print(sorted([Liar(1), Liar(2), Liar(3)]))


class Truthy:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return "yes" if self.v < other.v else ""

    def __repr__(self):
        return f"T{self.v}"


print(sorted([Truthy(3), Truthy(1), Truthy(2)]))


class BadBool:
    def __bool__(self):
        raise ZeroDivisionError("bool failed")


class Cmp:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return BadBool()


try:
    sorted([Cmp(1), Cmp(2)])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


class OnlyGt:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        return self.v > other.v

    def __repr__(self):
        return f"G{self.v}"


print(sorted([OnlyGt(2), OnlyGt(1), OnlyGt(3)]))
try:
    sorted([object(), object()])
except TypeError as e:
    print("TypeError:", e)
print(sorted([3, 1, 2], key=lambda v: -v, reverse=True))
print(max([1, 2, 3], key=lambda v: 0), min([1, 2, 3], key=lambda v: 0))
try:
    sorted([1, "a", 2.0])
except TypeError as e:
    print("TypeError:", e)
try:
    [None, 1].sort()
except TypeError as e:
    print("TypeError:", e)
