import math
print(math.floor(2.5))
import nonexistent_module_for_belljar
print("unreachable")
