d = {"k": 1, 2: "two", (1, 2): "tup"}
for key in ["k", "missing", 2, 3, (1, 2), (2, 1)]:
    try:
        print(repr(key), d[key])
    except KeyError as e:
        print("KeyError", e, repr(e.args[0]))
try:
    {}.pop("x")
except KeyError as e:
    print("pop KeyError:", e)
try:
    {}.popitem()
except KeyError as e:
    print("popitem KeyError:", e)
try:
    d[[1]] = 2
except TypeError as e:
    print("TypeError:", e)
