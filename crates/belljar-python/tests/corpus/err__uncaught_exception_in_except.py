data = {"a": 1}
try:
    print(data["b"])
except KeyError:
    print("fallback")
    print(data["c"])
