sales = [
    ("2024-01", "north", "widget", 120), ("2024-01", "south", "widget", 80), ("2024-01", "north", "gadget", 45),
    ("2024-02", "north", "widget", 130), ("2024-02", "south", "gadget", 60), ("2024-02", "east", "widget", 25),
    ("2024-03", "south", "widget", 95), ("2024-03", "east", "gadget", 70), ("2024-03", "north", "gadget", 50),
]
months = sorted({s[0] for s in sales})
regions = sorted({s[1] for s in sales})
pivot = {r: {m: 0 for m in months} for r in regions}
for month, region, _, amount in sales:
    pivot[region][month] += amount
print(f"{'region':<8}" + "".join(f"{m:>9}" for m in months) + f"{'total':>9}")
for r in regions:
    row = pivot[r]
    print(f"{r:<8}" + "".join(f"{row[m]:>9}" for m in months) + f"{sum(row.values()):>9}")
col_totals = [sum(pivot[r][m] for r in regions) for m in months]
print(f"{'total':<8}" + "".join(f"{t:>9}" for t in col_totals) + f"{sum(col_totals):>9}")
growth = [(b - a) / a * 100 for a, b in zip(col_totals, col_totals[1:])]
print("growth %:", [f"{g:+.1f}" for g in growth])
