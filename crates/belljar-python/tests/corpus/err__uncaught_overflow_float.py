# Float overflow in exponentiation.
print(2.0 ** 10)
print(10.0 ** 400)
