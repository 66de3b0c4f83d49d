tests = [[1, 2, 3], [1], [], "ab"]
for t in tests:
    try:
        a, b = t
        print("ok", a, b)
    except ValueError as e:
        print("ValueError:", e)
try:
    a, b, *c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 5
except TypeError as e:
    print("TypeError:", e)
try:
    (a, b), c = [1, 2], 3, 4
except ValueError as e:
    print("ValueError:", e)
