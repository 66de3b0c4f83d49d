def find_user(users, uid):
    return next((u for u in users if u["id"] == uid), None)
users = [{"id": 1, "name": "ann", "email": None}, {"id": 2, "name": "bob", "email": "b@x"}]
for uid in (1, 2, 3):
    u = find_user(users, uid)
    name = u["name"] if u is not None else "<missing>"
    email = (u or {}).get("email") or "no email"
    print(uid, name, email)
vals = [None, 0, "", [], "x"]
print([v for v in vals if v is not None], [v for v in vals if v])
print(sorted([3, None, 1], key=lambda v: (v is None, v or 0)))
def maybe_len(x=None):
    return None if x is None else len(x)
print(maybe_len(), maybe_len("abc"))
