# String concatenation with an int inside a report loop.
scores = {"ann": 3, "bo": 5}
for name, s in scores.items():
    print(f"{name}: {s}")
total = sum(scores.values())
print("total: " + total)
