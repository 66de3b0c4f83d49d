data = """region,product,units,price
north,widget,12,2.50
south,widget,7,2.50
north,gadget,3,10.00
east,widget,20,2.25
south,gizmo,1,99.99
east,gadget,5,9.50
north,widget,8,2.50"""
lines = data.strip().split("\n")
header = lines[0].split(",")
rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
for r in rows:
    r["units"] = int(r["units"])
    r["price"] = float(r["price"])
    r["revenue"] = r["units"] * r["price"]
by_region = {}
for r in rows:
    by_region[r["region"]] = by_region.get(r["region"], 0) + r["revenue"]
print("Revenue by region:")
for region, rev in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"  {region:<6} {rev:>8.2f}")
by_product = {}
for r in rows:
    p = by_product.setdefault(r["product"], {"units": 0, "revenue": 0.0})
    p["units"] += r["units"]
    p["revenue"] += r["revenue"]
for name in sorted(by_product):
    p = by_product[name]
    print(f"{name}: {p['units']} units, avg price {p['revenue'] / p['units']:.3f}")
total = sum(r["revenue"] for r in rows)
print(f"Total: {total:,.2f}; best row: {max(rows, key=lambda r: r['revenue'])}")
