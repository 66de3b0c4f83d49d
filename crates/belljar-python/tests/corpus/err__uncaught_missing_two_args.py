# Two required positional arguments missing: both are named.
def area(width, height, depth, unit="m"):
    return width * height * depth


print(area(1, 2, 3))
area(1)
