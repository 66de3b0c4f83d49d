def find(users, name):
    for u in users:
        if u["name"] == name:
            return u
users = [{"name": "ann"}]
print(find(users, "ann"))
print(find(users, "bob").get("name"))
