bits = [3, 1, -1]
for b in bits:
    print(1 << b)
