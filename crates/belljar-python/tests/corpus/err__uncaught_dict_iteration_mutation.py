# Adding keys while iterating a dict.
counts = {"a": 1, "b": 2}
for k in counts:
    print(k)
    counts[k * 2] = 0
