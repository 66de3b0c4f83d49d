import math
for f, arg in [(math.sqrt, -1), (math.log, 0), (math.log, -5), (math.factorial, -1), (math.acos, 2)]:
    try:
        print(f(arg))
    except ValueError as e:
        print(f"{f.__name__}({arg}): ValueError: {e}")
try:
    math.factorial(2.5)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
try:
    math.isqrt(-1)
except ValueError as e:
    print("ValueError:", e)
print(math.floor(float("1e300")) > 0, math.ceil(1e-300))
