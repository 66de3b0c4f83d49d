point = (1, 2)
x, y = point
print(x, y)
print(point[2])
