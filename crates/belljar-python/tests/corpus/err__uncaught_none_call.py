def get_handler(kind):
    if kind == "a":
        return lambda: "handled a"
print(get_handler("a")())
print(get_handler("b")())
