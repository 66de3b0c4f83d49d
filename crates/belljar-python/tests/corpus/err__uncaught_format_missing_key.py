template = "Dear {name}, your balance is {balance}"
print(template.format(name="ann", balance=10))
print(template.format(name="bob"))
