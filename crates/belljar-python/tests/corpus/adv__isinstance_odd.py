# isinstance / issubclass with tuples, nested tuples, non-types and unions.
print(isinstance(1, (str, (float, int))), isinstance(True, int), issubclass(bool, (str, int)))
for f in [
    lambda: isinstance(1, 1),
    lambda: isinstance(1, [int]),
    lambda: issubclass(1, int),
    lambda: issubclass(int, "int"),
]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
print(isinstance(None, type(None)), isinstance(int, type), isinstance(type, type))
print(isinstance(1, int | str), issubclass(bool, int | None), isinstance([], ()))
