point = (3, 4)
print(point)
point[0] = 5
