response = {
    "data": [
        {"id": "u1", "attributes": {"first": "Ann", "last": "Lee", "roles": ["admin"]}, "meta": {"logins": 41}},
        {"id": "u2", "attributes": {"first": "Bob", "last": None, "roles": []}, "meta": {"logins": 0}},
        {"id": "u3", "attributes": {"first": "cy", "last": "o'neil", "roles": ["dev", "ops"]}, "meta": {}},
    ],
    "links": {"next": None},
}
def full_name(a):
    parts = [a.get("first") or "", a.get("last") or ""]
    return " ".join(p.strip().title() for p in parts if p)
users = []
for item in response["data"]:
    attrs = item["attributes"]
    users.append({
        "id": item["id"],
        "name": full_name(attrs),
        "is_admin": "admin" in attrs.get("roles", []),
        "roles": ",".join(sorted(attrs.get("roles", []))) or "-",
        "active": item.get("meta", {}).get("logins", 0) > 0,
    })
for u in users:
    print(u)
print("has more:", response["links"]["next"] is not None)
print("active admins:", [u["name"] for u in users if u["active"] and u["is_admin"]])
