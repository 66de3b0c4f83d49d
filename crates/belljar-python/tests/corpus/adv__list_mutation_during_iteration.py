# Lists iterate live by index: appends are seen, removals skip items.
items = [1, 2, 3]
seen = []
for x in items:
    seen.append(x)
    if len(items) < 6:
        items.append(x * 10)
print(seen, items)
items = [1, 2, 3, 4, 5, 6]
for x in items:
    items.remove(x)
print(items)
items = [1, 2, 3]
it = iter(items)
next(it)
items.clear()
print(list(it))
items.extend([7, 8])
print(list(it))
items = [0, 1, 2]
for i, x in enumerate(items):
    if i == 0:
        items.insert(0, -1)
print(items)
