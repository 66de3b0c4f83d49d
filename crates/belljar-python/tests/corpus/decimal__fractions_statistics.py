# Decimal with fractions and statistics: exact conversions, Decimal results.
from decimal import Decimal as D, localcontext
from fractions import Fraction
import statistics

print(Fraction(D('1.25')), Fraction(D('-0.001')), Fraction.from_decimal(D('3.14159')), Fraction.from_decimal(7))
for bad in [D('NaN'), D('Infinity'), 1.5]:
    try:
        print(Fraction.from_decimal(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
data = [D('1.5'), D('2.25'), D('3.125'), D('2.25'), D('10')]
print(statistics.mean(data), statistics.median(data), statistics.mode(data))
print(statistics.variance(data), statistics.pvariance(data))
print(statistics.stdev(data), statistics.pstdev(data))
print(statistics.mean([D(1), 2, D(3)]), statistics.median_low(data), statistics.median_high([D(1), D(2)]))
print(statistics.harmonic_mean([D('1'), D('4')]), statistics.fmean(data))
with localcontext(prec=10):
    print(statistics.stdev([D('0.1'), D('0.2'), D('0.4')]))
try:
    statistics.mean([D(1), 2.5])
except TypeError as e:
    print('TypeError', e)
