items = [1, 2, 3]
items.push(4)
print(items)
