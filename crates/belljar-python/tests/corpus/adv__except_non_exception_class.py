# except clauses naming things that are not exception classes.
try:
    try:
        raise ValueError("v")
    except 5:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        raise ValueError("v")
    except (ValueError, 5):
        print("matched first in tuple")
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        raise KeyError("k")
    except (ValueError, "str"):
        pass
except TypeError as e:
    print("TypeError:", e)
