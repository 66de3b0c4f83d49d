def validate(order):
    assert order["qty"] > 0, "quantity must be positive"
    return order
print(validate({"qty": 2}))
validate({"qty": 0})
