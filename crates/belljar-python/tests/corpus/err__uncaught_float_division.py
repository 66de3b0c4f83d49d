rates = [0.5, 0.0]
for r in rates:
    print(1.0 / r)
