# math domain errors.
import math

print(math.sqrt(4), math.log(math.e))
math.sqrt(-4)
