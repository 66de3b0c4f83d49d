# Starred unpacking with too few values.
first, *middle, last = [1, 2]
print(first, middle, last)
a, b, *rest, c = (1, 2)
