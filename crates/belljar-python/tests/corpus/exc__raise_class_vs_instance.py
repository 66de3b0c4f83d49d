try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise IndexError("idx")
except LookupError as e:
    print(type(e).__name__, e)
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
try:
    raise ValueError("a") from 5
except TypeError as e:
    print("TypeError:", e)
class NotAnException:
    pass
try:
    raise NotAnException()
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        pass
    except 5:
        pass
    print("bad except clause is not evaluated without exception")
except TypeError as e:
    print("TypeError:", e)
