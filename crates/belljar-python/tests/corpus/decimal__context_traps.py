# Contexts: precision, rounding, flags and traps, localcontext, and the signals' errors.
import decimal
from decimal import (Decimal, Context, getcontext, setcontext, localcontext, ROUND_HALF_UP,
                     ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN,
                     ROUND_HALF_EVEN, ROUND_05UP, InvalidOperation, DivisionByZero, Inexact,
                     Rounded, Overflow, Underflow, Subnormal, Clamped, FloatOperation,
                     DecimalException, BasicContext, ExtendedContext, DefaultContext)


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e.args)


print(getcontext())
print(BasicContext)
print(ExtendedContext)
print(DefaultContext.prec, decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY)

show(lambda: Decimal(1) / 0)
show(lambda: Decimal(0) / 0)
show(lambda: Decimal('abc'))
show(lambda: Decimal('1e999999') * 100)
show(lambda: Decimal(-4).sqrt())
show(lambda: Decimal('sNaN') + 1)
show(lambda: Decimal('NaN') < 1)
show(lambda: divmod(Decimal(1), 0))
show(lambda: Decimal(10) // 0)
show(lambda: Decimal(1) % 0)
show(lambda: int(Decimal('NaN')))
show(lambda: int(Decimal('-Infinity')))
show(lambda: Decimal(3).quantize(Decimal('1e-30')))
show(lambda: Decimal(10) ** 10 ** 9)
show(lambda: Decimal([1]))
show(lambda: Decimal((2, (1,), 0)))
show(lambda: Decimal((0, (1, 10), 0)))
show(lambda: Decimal((0, (1,), 'x')))
show(lambda: Decimal(None))
show(lambda: getcontext().add(1.5, 2))
show(lambda: Decimal(1).compare('1'))
show(lambda: hash(Decimal('sNaN')))
show(lambda: Context(prec=0))
show(lambda: Context(rounding='nearest'))
show(lambda: Context(Emin=5))
show(lambda: Context(Emax=-5))
show(lambda: Context(capitals=3))
show(lambda: Context(clamp=2))
show(lambda: setattr(getcontext(), 'prec', 'x'))
show(lambda: setattr(getcontext(), 'nosuch', 1))
show(lambda: getcontext().flags['x'])
show(lambda: localcontext(prec=5, nosuch=1))
show(lambda: round(Decimal('1.5'), 'x'))
show(lambda: float(Decimal('sNaN')))
show(lambda: Decimal('Inf').as_integer_ratio())

for cls in (InvalidOperation, DivisionByZero, Overflow, Underflow, FloatOperation,
            decimal.DivisionUndefined, decimal.ConversionSyntax, decimal.DivisionImpossible):
    print(cls.__name__, [c.__name__ for c in cls.__mro__])
try:
    Decimal(5) / 0
except ZeroDivisionError as e:
    print('caught as ZeroDivisionError:', type(e).__name__, isinstance(e, DecimalException), isinstance(e, ArithmeticError))

c = getcontext()
c.clear_flags()
print(Decimal(1) / Decimal(3))
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
print(sorted(k.__name__ for k, v in c.flags.items() if v))
c.clear_flags()
c.traps[Inexact] = True
show(lambda: Decimal(2) / 3)
print(Decimal(1) / 4)
c.traps[Inexact] = False
c.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0)
c.traps[InvalidOperation] = False
print(Decimal(0) / 0, Decimal('abc'), Decimal(-1).sqrt(), Decimal('NaN') < 1)
print(c)
setcontext(Context())
print(getcontext())

with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 7, ctx.prec)
print(Decimal(1) / 7)
with localcontext(prec=10, rounding=ROUND_DOWN) as ctx:
    print(Decimal(2) / 3, ctx.rounding)
with localcontext(Context(prec=3, traps=[Inexact])):
    show(lambda: Decimal(1) / 3)

for r in (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN,
          ROUND_HALF_EVEN, ROUND_05UP):
    ctx = Context(prec=2, rounding=r)
    vals = [ctx.plus(Decimal(v)) for v in ['1.25', '1.35', '-1.25', '1.201', '-1.299', '1.05', '1.551', '10.5']]
    print(r, vals)

ctx = Context(prec=6, Emin=-10, Emax=10, traps=[])
print(ctx.multiply(Decimal('1e9'), 1000), ctx.flags[Overflow], ctx.flags[Inexact])
print(ctx.divide(Decimal('1e-9'), 10**6), ctx.flags[Underflow], ctx.flags[Subnormal])
print(ctx.create_decimal('1.23456789'), ctx.create_decimal(10**20), ctx.Etiny(), ctx.Etop())
ctx = Context(prec=6, Emax=10, clamp=1)
print(ctx.create_decimal('1e10'), ctx.flags[Clamped])
ctx = Context(prec=4, traps=[])
print(ctx.add(1, 2), ctx.subtract(10, '5' if False else 5), ctx.multiply(3, 3), ctx.divide(1, 3))
print(ctx.divide_int(17, 5), ctx.remainder(17, 5), ctx.divmod(17, 5), ctx.power(2, 100), ctx.power(3, 4, 5))
print(ctx.sqrt(2), ctx.exp(1), ctx.ln(10), ctx.log10(2), ctx.abs(-3), ctx.minus(3), ctx.plus(Decimal('1.23456')))
print(ctx.compare(1, 2), ctx.max(1, 2), ctx.min_mag(-1, 2), ctx.quantize(Decimal('1.23456'), Decimal('0.01')))
print(ctx.is_zero(0), ctx.is_signed(-1), ctx.number_class(Decimal('1e-999999')), ctx.to_sci_string(Decimal('1e5')))
print(ctx.copy(), ctx.radix())
show(lambda: Context(prec=2, traps=[FloatOperation]).create_decimal(1.5))
print(Context(prec=2).create_decimal_from_float(1.2345))
c2 = getcontext()
c2.clear_flags()
print(Decimal(1) < 1.5, c2.flags[FloatOperation])
c2.traps[FloatOperation] = True
show(lambda: Decimal(1.5))
show(lambda: Decimal(1) < 2.5)
print(Decimal(1) == 1.0)
