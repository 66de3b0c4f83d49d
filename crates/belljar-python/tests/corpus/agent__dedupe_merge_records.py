a = [{"id": 1, "name": "Ann", "tags": ["x"]}, {"id": 2, "name": "Bob", "tags": []}, {"id": 3, "name": "Cy", "tags": ["y"]}]
b = [{"id": 2, "name": "Robert", "tags": ["z"]}, {"id": 4, "name": "Dee", "tags": ["x", "w"]}, {"id": 1, "tags": ["x", "q"]}]
merged = {}
for rec in a + b:
    cur = merged.setdefault(rec["id"], {"id": rec["id"], "name": None, "tags": []})
    if rec.get("name"):
        cur["name"] = rec["name"]
    for t in rec["tags"]:
        if t not in cur["tags"]:
            cur["tags"].append(t)
for rid in sorted(merged):
    print(merged[rid])
tag_index = {}
for rec in merged.values():
    for t in rec["tags"]:
        tag_index.setdefault(t, []).append(rec["id"])
print(dict(sorted(tag_index.items())))
only_a = {r["id"] for r in a} - {r["id"] for r in b}
print(sorted(only_a))
