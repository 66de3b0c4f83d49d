counts = {"a": 10, "b": 0}
for k, v in counts.items():
    print(k, 100 % v)
