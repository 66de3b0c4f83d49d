# A sort key that empties the list being sorted.
data = [3, 1, 2]


def key(x):
    data.clear()
    return x


try:
    data.sort(key=key)
except ValueError as e:
    print("ValueError:", e)
print(data)
