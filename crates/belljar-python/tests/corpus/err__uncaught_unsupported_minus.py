a = [1, 2, 3]
b = [2]
print(set(a) - set(b))
print(a - b)
