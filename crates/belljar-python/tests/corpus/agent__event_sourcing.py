events = [
    {"type": "created", "id": "a1", "name": "Widget", "stock": 0},
    {"type": "restocked", "id": "a1", "qty": 50},
    {"type": "created", "id": "b2", "name": "Gadget", "stock": 5},
    {"type": "sold", "id": "a1", "qty": 7},
    {"type": "renamed", "id": "b2", "name": "Gadget Pro"},
    {"type": "sold", "id": "b2", "qty": 9},
    {"type": "deleted", "id": "a1"},
]
state, errors = {}, []
for n, ev in enumerate(events):
    t, pid = ev["type"], ev["id"]
    if t == "created":
        state[pid] = {"name": ev["name"], "stock": ev["stock"]}
    elif pid not in state:
        errors.append(f"event {n}: unknown product {pid}")
    elif t == "restocked":
        state[pid]["stock"] += ev["qty"]
    elif t == "sold":
        if state[pid]["stock"] < ev["qty"]:
            errors.append(f"event {n}: oversold {pid} ({state[pid]['stock']} < {ev['qty']})")
        else:
            state[pid]["stock"] -= ev["qty"]
    elif t == "renamed":
        state[pid]["name"] = ev["name"]
    elif t == "deleted":
        del state[pid]
print(state)
print(errors)
