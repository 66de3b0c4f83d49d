import math
sides = [(3, 4, 5), (1, 1, 3)]
for a, b, c in sides:
    s = (a + b + c) / 2
    area = math.sqrt(s * (s - a) * (s - b) * (s - c))
    print(f"area of {a},{b},{c} = {area:.3f}")
