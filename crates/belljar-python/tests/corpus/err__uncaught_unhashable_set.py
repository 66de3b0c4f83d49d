seen = set()
for item in [(1, 2), [3, 4]]:
    seen.add(item)
    print("added", item)
