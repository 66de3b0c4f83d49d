# sqrt, exp, ln, log10, power and friends, correctly rounded at several precisions.
from decimal import Decimal, Context, localcontext, getcontext

for prec in (5, 28, 50):
    with localcontext(prec=prec):
        print(prec, Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(2).log10())
        print(prec, Decimal('0.5').exp(), Decimal('-3').exp(), Decimal('1e-5').ln(), Decimal('12345').log10())
        print(prec, Decimal(2) ** Decimal('0.5'), Decimal('1.0001') ** 10000, Decimal(3) ** -2, Decimal('-2') ** 3)

vals = ['0', '1', '100', '0.01', '1e10', '1.21', '0.0001', '123456789', '2e-20', '7']
for v in vals:
    d = Decimal(v)
    print(v, d.sqrt(), d.exp() if d < 100 else '-', d.ln() if d else d.ln(), d.log10() if d else '-')

print(Decimal(4) ** Decimal('0.5'), Decimal(8) ** (Decimal(1) / 3), Decimal('0.25') ** Decimal('-0.5'))
print(Decimal(10) ** 20, Decimal(10) ** -20, Decimal('1.5') ** 3, Decimal(0) ** 5, Decimal(5) ** 0)
print(Decimal('Infinity').sqrt(), Decimal('-Infinity').exp(), Decimal('Infinity').ln(), Decimal(0).ln())
print(pow(Decimal(3), 200, 1000), pow(Decimal(-7), 3, 10), Decimal(2).__pow__(10, 1000))
print(Decimal(100).log10(), Decimal('0.001').log10(), Decimal(1).ln(), Decimal(0).exp())
ctx = Context(prec=12)
print(ctx.power(Decimal('1.000001'), 1000000), ctx.exp(Decimal('-0.000001')), ctx.ln(Decimal('0.9999999')))
print(ctx.sqrt(Decimal('1e-1000')), ctx.sqrt(Decimal('2e1001')), ctx.power(2, Decimal('0.333333333')))
print(getcontext().flags)
