count = 3
print(f"{count:5d}")
print(f"{count:s}")
