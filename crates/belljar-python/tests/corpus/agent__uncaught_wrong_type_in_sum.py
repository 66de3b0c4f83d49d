rows = [{"amount": 10}, {"amount": "12.5"}, {"amount": 3}]
print("summing", len(rows), "rows")
print(sum(r["amount"] for r in rows))
