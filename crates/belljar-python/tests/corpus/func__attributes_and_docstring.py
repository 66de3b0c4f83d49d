def documented(x: int, y: "str" = "a") -> str:
    """Return x copies of y."""
    return y * x
print(documented.__name__, documented.__doc__)
print(documented(3), documented(2, y="ab"))
def nodoc():
    pass
print(nodoc.__doc__)
documented.custom = 42
print(documented.custom)
print(callable(documented), callable(3), callable(print), callable(int))
def defaults(a=1, b="x"):
    return a, b
print(defaults.__defaults__)
