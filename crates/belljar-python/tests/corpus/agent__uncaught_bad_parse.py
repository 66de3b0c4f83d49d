raw = "id:1,qty:4;id:2,qty:x;id:3,qty:1"
orders = []
for chunk in raw.split(";"):
    fields = dict(kv.split(":") for kv in chunk.split(","))
    orders.append({"id": int(fields["id"]), "qty": int(fields["qty"])})
    print("parsed", orders[-1])
