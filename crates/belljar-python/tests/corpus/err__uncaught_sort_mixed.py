records = [{"n": 2}, {"n": 1}]
print(sorted(records, key=lambda r: r["n"]))
print(sorted(records))
