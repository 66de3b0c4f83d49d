# Zero to a negative power.
print(2 ** -1, 0 ** 0)
print(0.0 ** -2)
