def fmt_row(name, amount):
    return f"{name:<10}{amount:>10.2f}"
rows = [("rent", 1200), ("food", "350.5")]
for r in rows:
    print(fmt_row(*r))
