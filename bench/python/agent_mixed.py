# A mixed agent-like workload: parse records, aggregate, format a report.
def make_rows(n):
    regions = ["north", "south", "east", "west"]
    products = ["widget", "gadget", "gizmo", "doohickey", "thing"]
    seed = 99
    rows = []
    for i in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        rows.append(f"{i},{regions[seed % 4]},{products[(seed >> 8) % 5]},{seed % 50 + 1},{(seed >> 4) % 1000 / 10:.2f}")
    return rows

lines = make_rows(60000)
records = []
for line in lines:
    rid, region, product, units, price = line.split(",")
    records.append({"id": int(rid), "region": region, "product": product,
                    "units": int(units), "price": float(price)})
summary = {}
for r in records:
    key = (r["region"], r["product"])
    s = summary.setdefault(key, {"units": 0, "revenue": 0.0, "orders": 0})
    s["units"] += r["units"]
    s["revenue"] += r["units"] * r["price"]
    s["orders"] += 1
top = sorted(summary.items(), key=lambda kv: -kv[1]["revenue"])[:5]
report = []
for (region, product), s in top:
    report.append(f"{region:<6} {product:<10} {s['orders']:>6} {s['units']:>8} {s['revenue']:>14,.2f}")
big = [r["id"] for r in records if r["units"] > 45 and r["price"] > 90]
print("\n".join(report))
print("big", len(big), sum(big) % 100003)
