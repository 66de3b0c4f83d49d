config = {"db": {"host": "localhost"}}
def get(path):
    node = config
    for part in path.split("."):
        node = node[part]
    return node
print(get("db.host"))
print(get("db.port"))
