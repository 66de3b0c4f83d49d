value = 12345
print(str(value))
print(len(value))
