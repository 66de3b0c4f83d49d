# sort(reverse=True) keeps equal elements in their original order.
rows = [("a", 1), ("b", 2), ("c", 1), ("d", 2), ("e", 1)]
print(sorted(rows, key=lambda r: r[1], reverse=True))
print(sorted(rows, key=lambda r: r[1])[::-1])
rows.sort(key=lambda r: -r[1], reverse=True)
print(rows)
