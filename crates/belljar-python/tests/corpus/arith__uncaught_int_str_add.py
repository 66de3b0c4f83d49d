total = 0
items = [3, 4, "5"]
for it in items:
    total = total + it
    print(total)
