rows = [{"name": "a", "score": 3}, {"name": "b", "score": 5}, {"name": "c"}]
total = 0
for r in rows:
    total += r["score"]
    print(r["name"], total)
print("average", total / len(rows))
