# Unpacking rows with more values than names.
rows = [("a", 1), ("b", 2, "extra")]
for name, value in rows:
    print(name, value)
