# An argument given both by position and by keyword.
def greet(name, greeting="hi"):
    return f"{greeting}, {name}"


print(greet("ann"))
greet("ann", name="bo")
