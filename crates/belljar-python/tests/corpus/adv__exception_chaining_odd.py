# raise ... from with odd causes, re-raising caught exceptions, __context__ cycles avoided.
try:
    try:
        raise ValueError("a")
    except ValueError as e:
        raise e from e
except ValueError as e:
    print(e.__cause__ is e, e.__suppress_context__)
try:
    raise KeyError("k") from None
except KeyError as e:
    print(e.__cause__, e.__suppress_context__)
try:
    raise KeyError("k") from 5
except TypeError as e:
    print("TypeError", e)
try:
    raise 5
except TypeError as e:
    print("TypeError", e)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise
except RuntimeError as e:
    print("RuntimeError", e)
a = ValueError("a")
b = KeyError("b")
try:
    try:
        raise a
    except ValueError:
        raise b
except KeyError:
    try:
        raise a
    except ValueError as again:
        print(again.__context__ is b, b.__context__ is a)
