products = [("Laptop", 1299.99, 3), ("Mouse", 19.5, 25), ("Monitor", 249.0, 7), ("Cable", 4.99, 120)]
header = f"{'Item':<10}{'Price':>10}{'Qty':>6}{'Total':>12}"
print(header)
print("=" * len(header))
grand = 0
for name, price, qty in products:
    total = price * qty
    grand += total
    print(f"{name:<10}{price:>10.2f}{qty:>6d}{total:>12,.2f}")
print("-" * len(header))
print(f"{'TOTAL':<26}{grand:>12,.2f}")
print(f"{'share':<10}" + "".join(f"{p * q / grand:>8.1%}" for _, p, q in products))
