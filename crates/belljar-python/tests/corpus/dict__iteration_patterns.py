inventory = {"apples": 5, "pears": 0, "kiwis": 12, "plums": 3}
for name, qty in inventory.items():
    status = "out" if qty == 0 else "low" if qty < 5 else "ok"
    print(f"{name:<8}{qty:>4}  {status}")
print(sorted(inventory, key=inventory.get))
print(max(inventory, key=inventory.get), min(inventory.values()))
print(sum(inventory.values()))
in_stock = {k: v for k, v in inventory.items() if v}
print(in_stock)
for k in list(inventory):
    if inventory[k] < 4:
        del inventory[k]
print(inventory)
