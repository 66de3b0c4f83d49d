BRACKETS = [(10000, 0.0), (40000, 0.2), (100000, 0.4), (None, 0.45)]
def tax(income):
    owed, lower, detail = 0.0, 0, []
    for upper, rate in BRACKETS:
        if income <= lower:
            break
        top = income if upper is None else min(income, upper)
        part = (top - lower) * rate
        if part:
            detail.append(f"{rate:.0%} on {top - lower:,}")
        owed += part
        if upper is None:
            break
        lower = upper
    return round(owed, 2), detail
for income in [5000, 10000, 25000, 40000, 85000, 250000]:
    owed, detail = tax(income)
    eff = owed / income
    print(f"{income:>8,} -> {owed:>10,.2f} ({eff:6.2%})  {'; '.join(detail)}")
