def risky():
    raise KeyError("inner")
def wrapper():
    try:
        risky()
    except KeyError:
        print("logging and re-raising")
        raise
try:
    wrapper()
except KeyError as e:
    print("outer caught", repr(e))
try:
    try:
        raise ValueError(1)
    except ValueError as e:
        err = e
        raise
except ValueError as e2:
    print(e2 is err)
def f():
    try:
        raise TypeError("t")
    except TypeError:
        try:
            raise ValueError("v")
        except ValueError:
            pass
        raise
try:
    f()
except TypeError as e:
    print("re-raised the TypeError:", e)
