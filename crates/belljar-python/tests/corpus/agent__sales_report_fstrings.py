# A sales report: grouping, totals, f-string format specs for a text table.
from collections import defaultdict

sales = [
    {"region": "North", "rep": "Ana", "amount": 1200.5, "units": 10},
    {"region": "South", "rep": "Ben", "amount": 830.0, "units": 7},
    {"region": "North", "rep": "Cai", "amount": 2299.99, "units": 21},
    {"region": "East", "rep": "Dee", "amount": 15.25, "units": 1},
    {"region": "South", "rep": "Eve", "amount": 10450.0, "units": 95},
    {"region": "East", "rep": "Fay", "amount": 0.0, "units": 0},
]

by_region = defaultdict(list)
for row in sales:
    by_region[row["region"]].append(row)

header = f"{'Region':<8}|{'Reps':^6}|{'Units':>7}|{'Total':>12}|{'Avg/unit':>10}|{'Share':>7}"
print(header)
print("-" * len(header))
grand = sum(r["amount"] for r in sales)
for region in sorted(by_region, key=lambda r: -sum(x["amount"] for x in by_region[r])):
    rows = by_region[region]
    total = sum(r["amount"] for r in rows)
    units = sum(r["units"] for r in rows)
    avg = total / units if units else float("nan")
    print(f"{region:<8}|{len(rows):^6d}|{units:>7,}|{total:>12,.2f}|{avg:>10.3f}|{total / grand:>7.1%}")
print("-" * len(header))
print(f"{'TOTAL':<8}|{len(sales):^6}|{sum(r['units'] for r in sales):>7,}|{grand:>12,.2f}|{'':>10}|{1:>7.0%}")
best = max(sales, key=lambda r: r["amount"])
print(f"Best: {best['rep']!r} with ${best['amount']:,.2f} ({best['units']:03d} units)")
print(f"{grand=:.1f} {len(by_region)=}")
print(f"{'centered':*^20}|{42:+08d}|{-3.14159:e}|{1234567:_}|{255:#x}|{255:#010b}")
