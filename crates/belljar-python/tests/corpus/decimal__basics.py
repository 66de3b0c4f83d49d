# Decimal construction, text forms, arithmetic with ints, hashing and comparisons.
from decimal import Decimal, getcontext
import math

for s in ['0', '-0', '1.10', '  12.500 ', '1_000_000.25', '1e5', '1E-7', '-0.000001',
          '123456789012345678901234567890.123', 'NaN', '-nan42', 'sNaN', 'Infinity', '-inf',
          '.5', '5.', '0e-12', '1.2345e+100']:
    d = Decimal(s)
    print(repr(s), repr(d), str(d), d.to_eng_string(), d.as_tuple())

print(Decimal(10), Decimal(-2**80), Decimal(True), Decimal((1, (3, 1, 4), -2)))
print(Decimal(0.1))
print(Decimal.from_float(2.5), Decimal.from_float(-0.0), Decimal(1e300))
print(Decimal(Decimal('7.7')))

a, b = Decimal('10.25'), Decimal('3')
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, -a, +a, abs(-a))
print(a + 1, 1 + a, 2 * a, 100 / a, 7 // b, 7 % b, 2 ** Decimal(10), Decimal(2) ** -3)
print(Decimal(-7) // 2, Decimal(-7) % 2, divmod(Decimal(-7), 2), Decimal(7).remainder_near(2))
print(Decimal('1.30') + Decimal('1.20'), Decimal('1.3') * Decimal('1.2'), Decimal(1) / Decimal(7))
print(sum([Decimal('0.1')] * 10), sum(Decimal(i) / 8 for i in range(10)))

import operator
for op in [operator.add, operator.sub, operator.mul, operator.truediv, operator.pow, operator.mod]:
    try:
        op(Decimal(1), 1.5)
    except TypeError as e:
        print(op.__name__, e)
    try:
        op(1.5, Decimal(1))
    except TypeError as e:
        print(op.__name__, e)

print(Decimal('1.0') == 1, Decimal('0.5') == 0.5, Decimal(1) < 1.5, Decimal(2) > 1, Decimal('NaN') == Decimal('NaN'))
print(sorted([Decimal('3'), 1, 2.5, Decimal('0.5'), Decimal('-1e3')]))
print(max(Decimal(1), 2), min(Decimal('1.00'), Decimal(1)))
print(hash(Decimal(2)) == hash(2), hash(Decimal('0.5')) == hash(0.5), hash(Decimal('1e100')) == hash(10**100))
print(hash(Decimal('-1')), hash(Decimal('Infinity')), hash(Decimal('-Infinity')), hash(Decimal('1.50')) == hash(1.5))
print({Decimal('1.0'): 'one'}[1], Decimal(2) in {2, 3}, len({Decimal('1'), Decimal('1.00'), 1, 1.0}))

d = Decimal('-12.75')
print(int(d), float(d), round(d), round(d, 1), round(Decimal('2.5')), round(Decimal('3.5')))
print(math.floor(d), math.ceil(d), math.trunc(d), d.as_integer_ratio(), Decimal('0.125').as_integer_ratio())
print(bool(Decimal(0)), bool(Decimal('0.00')), bool(Decimal('NaN')), bool(Decimal('1e-30')))
print(d.adjusted(), Decimal('12345.6').adjusted(), d.is_signed(), d.is_zero(), d.is_finite(), d.is_nan())
print(d.copy_abs(), d.copy_negate(), d.copy_sign(1), Decimal(5).copy_sign(Decimal('-0')))
print(Decimal('1.2300').normalize(), Decimal('100').normalize(), Decimal('0.00').normalize())
print(Decimal('7.325').quantize(Decimal('.01')), Decimal('-0.5').to_integral_value(), Decimal('2.5').to_integral_exact())
for v in ['0', '-0', '1', '-1e-1000000', 'Infinity', '-Infinity', 'NaN', 'sNaN', '1e-999999']:
    print(v, Decimal(v).number_class())
print(Decimal(1).compare(2), Decimal(2).compare(Decimal('2.0')), Decimal('NaN').compare(1))
print(Decimal('12.0').compare_total(Decimal('12')), Decimal('-inf').compare_total(Decimal('nan')))
print(Decimal(3).max(Decimal('NaN')), Decimal(-3).max_mag(2), Decimal('1.0').min(Decimal('1.00')))
print(Decimal(1).next_plus(), Decimal(1).next_minus(), Decimal(1).next_toward(0), Decimal('-1e-1000100').next_plus())
print(Decimal('1.5').same_quantum(Decimal('2.5')), Decimal(1).same_quantum(Decimal('1.0')))
print(Decimal(123).scaleb(-2), Decimal('1234').logb(), Decimal('0.001').logb())
print(Decimal(2).fma(3, 4), Decimal('101').logical_and(Decimal('110')), Decimal('1').logical_invert())
print(Decimal(12345).rotate(2), Decimal(12345).shift(-2), Decimal(12345).shift(3))
print(Decimal('3.14').real, Decimal('3.14').imag, Decimal('3.14').conjugate(), Decimal(1).radix())
print(getcontext().prec, getcontext().rounding)
