orders = [
    {"id": 1, "customer": "acme", "items": [{"sku": "A1", "qty": 2, "price": 9.99}, {"sku": "B2", "qty": 1, "price": 24.5}], "status": "shipped"},
    {"id": 2, "customer": "globex", "items": [{"sku": "A1", "qty": 10, "price": 9.49}], "status": "pending"},
    {"id": 3, "customer": "acme", "items": [], "status": "cancelled"},
    {"id": 4, "customer": "initech", "items": [{"sku": "C3", "qty": 3, "price": 5.0}, {"sku": "A1", "qty": 1, "price": 9.99}], "status": "shipped"},
]
def order_total(o):
    return round(sum(i["qty"] * i["price"] for i in o["items"]), 2)
summary = {}
for o in orders:
    if o["status"] == "cancelled":
        continue
    c = summary.setdefault(o["customer"], {"orders": 0, "total": 0.0, "skus": set()})
    c["orders"] += 1
    c["total"] += order_total(o)
    c["skus"].update(i["sku"] for i in o["items"])
for name, c in summary.items():
    print(f"{name}: orders={c['orders']} total={c['total']:.2f} skus={sorted(c['skus'])}")
status_counts = {}
for o in orders:
    status_counts[o["status"]] = status_counts.get(o["status"], 0) + 1
print(status_counts)
sku_qty = {}
for o in orders:
    for i in o["items"]:
        sku_qty[i["sku"]] = sku_qty.get(i["sku"], 0) + i["qty"]
print(sorted(sku_qty.items(), key=lambda kv: kv[1], reverse=True))
