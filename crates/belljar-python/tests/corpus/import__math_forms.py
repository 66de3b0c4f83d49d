from math import floor, ceil, sqrt as root
import math as m
print(floor(2.7), ceil(2.1), root(81), m.pi > 3)
try:
    from math import nope
except ImportError as e:
    print("ImportError:", type(e).__name__, "nope" in str(e))
try:
    import not_a_real_module
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e)
