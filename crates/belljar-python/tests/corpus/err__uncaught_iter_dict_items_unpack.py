prices = {"apple": 1.2, "pear": 0.8}
for name, price in prices.items():
    print(name, price)
for name, price in prices:
    print(name, price)
