# decimal money: invoices with quantities, unit prices, discounts and tax rates; lines
# quantized to cents with ROUND_HALF_UP, totals per customer, a currency conversion and
# formatted amounts.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, localcontext

CENT = Decimal("0.01")
rates = [Decimal("0.0725"), Decimal("0.08875"), Decimal("0.05"), Decimal("0.19")]
prices = [Decimal(p) for p in ("19.99", "5.25", "0.10", "1234.56", "79.95", "3.333", "0.005")]
seed = 7
totals = {}
tax_total = Decimal(0)
lines = 0
for invoice in range(2500):
    seed = (seed * 1103515245 + 12345) % 2147483648
    customer = "c%d" % (seed % 40)
    subtotal = Decimal(0)
    for item in range(6):
        seed = (seed * 1103515245 + 12345) % 2147483648
        qty = seed % 17 + 1
        price = prices[seed % len(prices)]
        discount = Decimal(seed % 25) / 100
        line = (price * qty * (1 - discount)).quantize(CENT, rounding=ROUND_HALF_UP)
        subtotal += line
        lines += 1
    tax = (subtotal * rates[seed % len(rates)]).quantize(CENT, ROUND_HALF_UP)
    tax_total += tax
    totals[customer] = totals.get(customer, Decimal(0)) + subtotal + tax
grand = sum(totals.values(), Decimal(0))
with localcontext() as ctx:
    ctx.prec = 12
    eur = (grand * Decimal("0.9213")).quantize(CENT, ROUND_HALF_EVEN)
top = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)[:3]
print(lines, f"{grand:,.2f}", f"{tax_total:,.2f}", eur, [(c, f"{t:,.2f}") for c, t in top],
      min(totals.values()), (grand / len(totals)).quantize(CENT))
