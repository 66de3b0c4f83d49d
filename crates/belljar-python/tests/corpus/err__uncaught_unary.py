values = [1, -2, "3"]
print([-v for v in values])
