price = "9.99"
qty = 3
print(qty * 2)
print(price * 1.5)
