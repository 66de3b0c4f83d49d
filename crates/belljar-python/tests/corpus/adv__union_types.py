# X | Y on types: isinstance, repr, use in annotations and with None.
u = int | str
print(u, type(u).__name__, isinstance(3, u), isinstance(3.0, u), isinstance(None, int | None))
print(int | None, None | int, (int | str) | float, int | int)
print(issubclass(bool, int | str), issubclass(float, int | str))


def f(x: int | None = None) -> str | None:
    return None if x is None else str(x)


print(f(), f(5), f.__annotations__)
try:
    3 | str
except TypeError as e:
    print("TypeError", e)
try:
    int | "str"
except TypeError as e:
    print("TypeError", e)
