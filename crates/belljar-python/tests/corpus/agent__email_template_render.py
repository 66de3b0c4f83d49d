TEMPLATE = """Hi {name},

Your order #{order_id} ({n_items} item{plural}) ships on {date}.
{lines}
Total: {total}
{footer}"""
def render(order):
    lines = "\n".join(f"  - {it['qty']} x {it['title']:<14} {it['qty'] * it['price']:>8.2f}" for it in order["items"])
    n = sum(it["qty"] for it in order["items"])
    total = sum(it["qty"] * it["price"] for it in order["items"])
    footer = "Free shipping applied." if total >= 50 else f"Add {50 - total:.2f} more for free shipping."
    return TEMPLATE.format(name=order["name"].split()[0], order_id=order["id"], n_items=n,
                           plural="" if n == 1 else "s", date=order["date"], lines=lines,
                           total=f"${total:,.2f}", footer=footer)
orders = [
    {"id": 1042, "name": "Ada Lovelace", "date": "2024-05-01", "items": [{"title": "Notebook", "qty": 2, "price": 4.5}, {"title": "Pen set", "qty": 1, "price": 12.0}]},
    {"id": 1043, "name": "Grace Hopper", "date": "2024-05-02", "items": [{"title": "Compiler book", "qty": 1, "price": 59.99}]},
]
for o in orders:
    print(render(o))
    print("-" * 40)
