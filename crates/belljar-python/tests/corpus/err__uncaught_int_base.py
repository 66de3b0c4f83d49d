print(int("ff", 16))
print(int("12", 2))
