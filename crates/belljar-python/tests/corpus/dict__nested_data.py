users = [
    {"name": "ann", "tags": ["admin", "dev"], "meta": {"age": 31}},
    {"name": "bob", "tags": ["dev"], "meta": {"age": 25}},
    {"name": "cy", "tags": [], "meta": {}},
]
by_tag = {}
for u in users:
    for t in u["tags"]:
        by_tag.setdefault(t, []).append(u["name"])
print(by_tag)
ages = {u["name"]: u["meta"].get("age", "?") for u in users}
print(ages)
print([u["name"] for u in users if "dev" in u["tags"]])
users[2]["meta"]["age"] = 19
print(sorted(users, key=lambda u: u["meta"]["age"])[0]["name"])
print(users[0])
