# statistics over floats (exact sums, as CPython's) and exact Fraction arithmetic.
import statistics
from fractions import Fraction

seed = 17
data = []
for i in range(20000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    data.append((seed % 100000) / 137.0)
print(statistics.mean(data), statistics.median(data), statistics.stdev(data), statistics.quantiles(data, n=4))
total = Fraction(0)
for k in range(1, 1500):
    total += Fraction(1, k * (k + 1))
h = sum(Fraction(1, k) for k in range(1, 400))
print(total, float(h), h.limit_denominator(1000))
