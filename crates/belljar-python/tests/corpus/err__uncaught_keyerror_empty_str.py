d = {"": "empty key", "a": 1}
print(d[""])
print(d["b"])
