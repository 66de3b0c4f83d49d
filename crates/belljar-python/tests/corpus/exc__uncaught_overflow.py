x = 10
for i in range(12):
    x = x ** 2
    print(i, len(str(x)), float(x))
