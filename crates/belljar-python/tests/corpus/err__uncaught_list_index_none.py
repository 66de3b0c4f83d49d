# Indexing a list with None (a missing lookup result).
items = ["a", "b", "c"]
pos = {"a": 0, "b": 1}
print(items[pos["b"]])
items[pos.get("c")]
