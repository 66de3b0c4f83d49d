# Money the way agents compute it: invoices, tax, discounts, quantize with ROUND_HALF_UP,
# totals, splits, and formatting.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext

CENT = Decimal('0.01')
items = [('widget', '19.99', 3), ('gadget', '5.25', 7), ('gizmo', '0.10', 33),
         ('doohickey', '1234.565', 1), ('thing', '0.005', 1)]
subtotal = Decimal(0)
for name, price, qty in items:
    line = (Decimal(price) * qty).quantize(CENT, rounding=ROUND_HALF_UP)
    subtotal += line
    print(f'{name:<10} {qty:>3} x {Decimal(price):>9} = {line:>10}')
print('subtotal', subtotal)
discount = (subtotal * Decimal('0.075')).quantize(CENT, ROUND_HALF_UP)
tax = ((subtotal - discount) * Decimal('0.0825')).quantize(CENT, rounding=ROUND_HALF_UP)
total = subtotal - discount + tax
print(f'discount {discount}  tax {tax}  total {total}')
print(f'{total:,.2f} | {total:>15,.2f} | {total:.0f} | {total:e} | {total:.3e} | {total:g}')
print(f'{Decimal("0.075"):.1%} {Decimal("-1234567.891"):,} {Decimal("1234.5"):010.2f} {Decimal("-0.001"):.2f}')
print(format(Decimal('1e5'), ',.2f'), format(Decimal('123.456'), '*^14.1f'), format(Decimal('NaN'), '>6'))
print(format(Decimal('-0'), 'z.2f'), format(Decimal('12345.678'), 'n'), format(Decimal('0.000012345'), '.3g'))
print(format(Decimal('1.5'), '+'), format(Decimal('1.5'), ' '), format(Decimal('-1.5'), '='), format(Decimal('2.675'), '.2f'))
for bad in ['#.2f', '_', '.2x']:
    try:
        format(Decimal(1), bad)
    except ValueError as e:
        print(repr(bad), e)

# Splitting a bill: round down each share, then give the leftover cents out one by one.
amount, people = Decimal('100.00'), 3
share = (amount / people).quantize(CENT, rounding=ROUND_DOWN)
shares = [share] * people
left = amount - share * people
i = 0
while left > 0:
    shares[i] += CENT
    left -= CENT
    i += 1
print(shares, sum(shares))

# Banker's rounding against half-up.
for v in ['0.125', '0.135', '2.5', '3.5', '-2.5', '1.005']:
    d = Decimal(v)
    print(v, d.quantize(CENT, ROUND_HALF_EVEN), d.quantize(CENT, ROUND_HALF_UP),
          d.quantize(Decimal(1), ROUND_HALF_EVEN), round(d, 2), round(d))

# Compound interest, monthly, 30 years.
with localcontext() as ctx:
    ctx.prec = 40
    balance = Decimal('10000')
    rate = Decimal('0.05') / 12
    for month in range(360):
        balance += (balance * rate).quantize(CENT, ROUND_HALF_EVEN)
    print('balance', balance)
    print('payment', (Decimal('250000') * rate / (1 - (1 + rate) ** -360)).quantize(CENT))

ledger = {}
for i in range(200):
    acct = 'acct%d' % (i % 7)
    ledger[acct] = ledger.get(acct, Decimal('0')) + Decimal(i * 37 % 1000) / 100
for k in sorted(ledger):
    print(k, ledger[k], ledger[k].quantize(Decimal('1.')), f'{ledger[k]:08.1f}')
print(sum(ledger.values()), max(ledger.values()), min(ledger.values()))
