# An invalid format spec for the value's type.
price = 9.99
print(f"{price:.2f} {price:>8}")
print(f"{price:d}")
