stock = {"a": 1, "b": 0, "c": 3}
for k in stock:
    if stock[k] == 0:
        del stock[k]
print(stock)
