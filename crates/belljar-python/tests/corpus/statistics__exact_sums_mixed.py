# mean/variance/stdev start from exact sums: ints and floats are added natively, every other
# number through its ratio; the result type, NaN and infinity handling, iterators and the
# errors must all be CPython's.
import statistics
from fractions import Fraction


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class MyFloat(float):
    pass


class MyInt(int):
    pass


cases = {
    "ints": [1, 2, 3, 4, 10**30],
    "floats": [0.1, 0.2, 0.3, 1e300, -1e300, 5e-324],
    "mixed": [1, 2.5, True, False, 7],
    "fractions": [Fraction(1, 3), Fraction(2, 7), 1, 0.5],
    "subclasses": [MyFloat(1.5), MyInt(2), 3],
    "nan": [1.0, float("nan"), 2.0],
    "inf": [1.0, float("inf"), 2.0],
    "infs": [float("inf"), float("-inf")],
    "big ints": [2**100, -(2**100), 3],
    "one": [42.0],
    "bools": [True, True, False],
    "negative zero": [-0.0, -0.0],
    "tiny": [5e-324, 5e-324, 1e-320],
}
for name, data in cases.items():
    show(name + " mean", lambda: statistics.mean(data))
    show(name + " mean iter", lambda: statistics.mean(iter(data)))
    show(name + " variance", lambda: statistics.variance(data))
    show(name + " pvariance", lambda: statistics.pvariance(data))
    show(name + " stdev", lambda: statistics.stdev(data))
    show(name + " pstdev", lambda: statistics.pstdev(data))
show("empty mean", lambda: statistics.mean([]))
show("empty pvariance", lambda: statistics.pvariance([]))
show("strings", lambda: statistics.mean(["a", "b"]))
show("complex", lambda: statistics.mean([1j, 2]))
show("generator", lambda: statistics.mean(x / 8 for x in range(1, 9)))
show("variance xbar", lambda: statistics.variance([1.0, 2.0, 4.0], 2.0))
show("pvariance mu", lambda: statistics.pvariance([Fraction(1), Fraction(3)], Fraction(2)))


class Ratio:
    def __init__(self, n, d):
        self.numerator, self.denominator = n, d


show("ratio objects", lambda: statistics.mean([Ratio(1, 2), Ratio(1, 3)]))
show("bad ratio", lambda: statistics.mean([Ratio(1.5, 2)]))
show("zero ratio", lambda: statistics.mean([Ratio(1, 0)]))


def gen():
    yield 1.0
    yield 2.0
    raise ValueError("no more")


show("raising generator", lambda: statistics.mean(gen()))
seed = 5
data = []
for i in range(3000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    data.append((seed % 100000) / 137.0 - 300)
print(statistics.mean(data), statistics.stdev(data), statistics.pvariance(data), statistics.fmean(data))
print(statistics.mean(range(10**6, 10**6 + 1000)), statistics.variance(range(0, 3000, 7)))
