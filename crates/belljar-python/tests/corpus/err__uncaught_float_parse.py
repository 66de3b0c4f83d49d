prices = ["1.50", "2.25", "N/A"]
print(sum(float(p) for p in prices))
