import math
print(math.pi)
print(math.tau * 2)
print(math.sqroot(4))
