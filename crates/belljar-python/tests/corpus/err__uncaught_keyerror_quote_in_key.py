d = {"it's": 1}
print(d["it's"])
print(d["don't"])
