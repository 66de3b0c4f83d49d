import math
records = [{"v": 4}, {"v": 9}]
roots = [math.sqrt(r["v"]) for r in records]
print(roots)
print(roots.mean())
