# math.remainder: IEEE 754 remainder (round half to even), and its domain errors.
import math
cases = [(7, 2), (5, 2), (-5, 2), (5, -2), (6, 4), (10, 3), (-10, 3), (1e300, 3.0),
         (0.5, 1), (1.5, 1), (2.5, 1), (-0.0, 1), (3, float("inf")), (7.25, 0.5)]
for x, y in cases:
    print(x, y, math.remainder(x, y))
print(math.isnan(math.remainder(float("nan"), 1)), math.isnan(math.remainder(1, float("nan"))))
for x, y in [(1, 0), (float("inf"), 1)]:
    try:
        math.remainder(x, y)
    except ValueError as e:
        print("ValueError:", e)
