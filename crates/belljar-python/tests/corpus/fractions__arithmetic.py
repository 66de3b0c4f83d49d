# fractions and numbers: construction, exact arithmetic, mixed with float/complex, hashing,
# comparisons, rounding, limit_denominator, the numeric ABCs, errors.
from fractions import Fraction as F
import numbers, math

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

for s in ["3/4", " -1.5e3 ", "1_000/3", "+7", "-.5", "5.", "1e-3", "2.5E+2", "0.000", "-0/5", "12_3.4_5e1_0", "\t8/12\n", "٣/٤"]:
    t(s, lambda: F(s))
for bad in ["abc", "1/0", "1.5/2", "", " 3 / 4 ", "1__0", "_1", "1_", "1/", "/2", "e5", "1e", "1.2.3", "--1", "1/2/3"]:
    t(bad, lambda: F(bad))
vals = [F(1, 3), F(-7, 4), F(0), F(5), F(10**20, 7), F(3, -6)]
others = [2, -3, F(2, 5), 0.5, 1.25, 2j, True]
for a in vals:
    print(a, repr(a), float(a), int(a), math.floor(a), math.ceil(a), math.trunc(a), round(a), round(a, 2), round(a, -1), abs(a), -a, +a, bool(a))
    print(' ', hash(a) == hash(float(a)) if a.denominator in (1, 2, 4) else hash(a), a.as_integer_ratio(), a.numerator, a.denominator)
    for b in others:
        res = []
        for op in (lambda x, y: x + y, lambda x, y: x - y, lambda x, y: x * y, lambda x, y: x / y,
                   lambda x, y: x // y, lambda x, y: x % y, lambda x, y: divmod(x, y), lambda x, y: x ** y,
                   lambda x, y: y + x, lambda x, y: y - x, lambda x, y: y * x, lambda x, y: y / x, lambda x, y: y ** x,
                   lambda x, y: x < y, lambda x, y: x <= y, lambda x, y: x == y, lambda x, y: x > y):
            try:
                res.append(op(a, b))
            except Exception as e:
                res.append(type(e).__name__)
        print(' ', repr(b), res)
print(F(3.14159).limit_denominator(100), F(math.pi).limit_denominator(), F(1, 3).limit_denominator(3), F(22, 7).limit_denominator(5))
print(F(1, 3) == F(2, 6), F(1, 2) == 0.5, F(1, 3) == float("nan"), F(1, 3) < float("inf"), F(1, 3) > float("-inf"), F(1, 2) == 0.5 + 0j)
print(F(F(1, 2), F(1, 3)), F(True), F(2.5), F.from_float(0.1), F.from_float(1), F.from_decimal(3), F(10**30, 3))
print(sorted([F(1, 2), 0.25, 1, F(-1, 3)]), max(F(1, 2), 0.4), sum([F(1, 3)] * 3), F(1, 2) in {0.5: 1})
print(round(F(7, 2)), round(F(5, 2)), round(F(-5, 2)), round(F(17, 6), 2), F(-7, 3).__floor__(), F(17, 6) % 1)
print(F(-8, 27) ** F(1, 3), F(4, 9) ** 0.5, 2 ** F(1, 2), F(2, 3) ** -2, F(-2, 3) ** -3, (-2) ** F(2), F(0) ** 0)
print(isinstance(F(1, 2), numbers.Rational), isinstance(1, numbers.Integral), isinstance(1.5, numbers.Real),
      isinstance(1j, numbers.Complex), isinstance(1.5, numbers.Rational), isinstance(True, numbers.Number),
      issubclass(int, numbers.Complex), isinstance("1", numbers.Number), issubclass(F, numbers.Real))
class MyInt(numbers.Integral):
    pass
t(1, lambda: MyInt())
t(2, lambda: F(1, 0))
t(3, lambda: F(float("nan")))
t(4, lambda: F(float("inf")))
t(5, lambda: F(1, 2.0))
t(6, lambda: F("1/2", 3))
t(7, lambda: F(None))
t(8, lambda: F(1, 3).limit_denominator(0))
t(9, lambda: format(F(1, 3), ".2f"))
t(10, lambda: F(1, 2) < "a")
t(11, lambda: F(1, 3) / 0)
t(12, lambda: F(0) ** -1)
t(13, lambda: F.from_float("x"))
t(14, lambda: F.from_decimal(1.5))
t(15, lambda: F(1, 2) + "a")
t(16, lambda: divmod(F(1, 2), 0))
t(17, lambda: F(1, 2) % F(0))
t(18, lambda: hash(F(-1)))
t(19, lambda: (F(1, 3) + 1j, F(1, 3) * 1j))
t(20, lambda: F(1, 2).real)
t(21, lambda: F(1, 2).imag)
t(22, lambda: F(1, 2).conjugate())
t(23, lambda: complex(F(1, 2)))
