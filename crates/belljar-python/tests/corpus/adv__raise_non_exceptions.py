# Raising things that are not exceptions.
for thing in [5, "text", None, int, object(), [ValueError]]:
    try:
        raise thing
    except TypeError as e:
        print("TypeError:", e)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError:", e)
try:
    raise ValueError
except ValueError as e:
    print(repr(e))
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
