class DataError(Exception):
    pass
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise DataError(f"bad value {s!r}") from e
try:
    parse("x1")
except DataError as e:
    print(e, "| cause:", type(e.__cause__).__name__, e.__cause__)
    print("suppress:", e.__suppress_context__, "context is cause:", e.__context__ is e.__cause__)
try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("while handling")
except ValueError as e:
    print(e, "| context:", repr(e.__context__), "| cause:", e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("no context") from None
except RuntimeError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
