counts = {1: 10, 2: 20}
print(counts[2])
print(counts[3])
