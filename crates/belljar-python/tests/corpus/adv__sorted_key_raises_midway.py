# A key function that raises part-way leaves the list unchanged.
data = [5, 3, "x", 1]
try:
    data.sort(key=lambda v: v + 0)
except TypeError as e:
    print("TypeError:", e)
print(data)
try:
    sorted(data, key=lambda v: 1 / (v != 3))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
