xs = [10, 20, 30]
for i in (0, 2, 3, -3, -4):
    try:
        print(i, xs[i])
    except IndexError as e:
        print(i, "IndexError:", e)
try:
    [].pop()
except IndexError as e:
    print("pop:", e)
try:
    xs.pop(10)
except IndexError as e:
    print("pop10:", e)
try:
    xs.remove(99)
except ValueError as e:
    print("remove:", e)
try:
    xs.index(99)
except ValueError as e:
    print("index:", e)
try:
    xs[5] = 1
except IndexError as e:
    print("assign:", e)
