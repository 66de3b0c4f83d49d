# Dividing a complex by zero is an uncaught ZeroDivisionError.
z = 3 + 4j
print(z / 2, z / 2j)
print(z / 0)
