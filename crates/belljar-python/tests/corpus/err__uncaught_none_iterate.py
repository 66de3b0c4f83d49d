def load():
    items = [1, 2]
    items.sort()
results = load()
print("loaded", results)
for r in results:
    print(r)
