import math
values = [1, 2]
try:
    print(math.sqroot(2))
except AttributeError as e:
    print("caught", e)
result = sum(values)
print(reslt)
