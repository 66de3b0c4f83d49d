# JSON round trips of nested records: dumps (compact, indented, sorted) and loads.
import json

records = []
seed = 11
for i in range(3000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    records.append({
        "id": i,
        "name": f"item-{seed % 1000}",
        "price": seed % 10000 / 100,
        "tags": [f"t{seed % 7}", f"t{seed % 11}", "ünïcode ✓"],
        "active": seed % 3 == 0,
        "meta": {"score": seed % 101, "parent": None if i % 5 else i - 1, "ratio": (seed % 997) / 997},
    })
total = 0
for _ in range(3):
    compact = json.dumps(records)
    pretty = json.dumps(records, indent=2, sort_keys=True)
    back = json.loads(compact)
    again = json.loads(pretty)
    total += len(compact) + len(pretty) + len(back) + len(again)
assert back == records and again == records
print(total, json.dumps(records[7], sort_keys=True), json.dumps(records[8], ensure_ascii=False))
