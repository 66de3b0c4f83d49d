items = [1, 2, 3]
print(next(iter(items)))
print(next(items))
