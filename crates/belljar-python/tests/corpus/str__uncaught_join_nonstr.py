parts = ["a", "b", 3]
print(len(parts))
print("-".join(parts))
