pairs = ["a=1", "b=2", "c"]
for p in pairs:
    k, v = p.split("=")
    print(k, v)
