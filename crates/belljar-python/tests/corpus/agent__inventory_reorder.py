stock = {"bolts": 120, "nuts": 35, "washers": 8, "screws": 0, "rivets": 60}
daily_use = {"bolts": 15, "nuts": 10, "washers": 3, "screws": 5, "rivets": 2}
lead_days = {"bolts": 3, "nuts": 5, "washers": 7, "screws": 2}
def days_left(item):
    use = daily_use.get(item, 0)
    return float("inf") if use == 0 else stock[item] / use
orders = []
for item in sorted(stock, key=days_left):
    left = days_left(item)
    lead = lead_days.get(item, 10)
    if left <= lead:
        qty = daily_use[item] * (lead * 2) - stock[item]
        orders.append((item, max(qty, 0), round(left, 1)))
for item, qty, left in orders:
    print(f"reorder {item:<8} qty={qty:<4} days_left={left}")
print("ok:", [i for i in stock if i not in {o[0] for o in orders}])
