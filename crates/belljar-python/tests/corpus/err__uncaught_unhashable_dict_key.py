groups = {}
key = ["a", "b"]
print("grouping")
groups[key] = 1
