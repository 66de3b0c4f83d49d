# int() and float() parse errors, repr of the bad text included.
def show(fn):
    try:
        print(fn())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)


show(lambda: int(""))
show(lambda: int("  "))
show(lambda: int("12a"))
show(lambda: int("1_000"))
show(lambda: int("1__000"))
show(lambda: int("_1"))
show(lambda: int("0x1f"))
show(lambda: int("0x1f", 16))
show(lambda: int("0x1f", 0))
show(lambda: int("017", 0))
show(lambda: int("z", 36))
show(lambda: int("9", 8))
show(lambda: int("1", 1))
show(lambda: int("1", 37))
show(lambda: int(12, 10))
show(lambda: int(None))
show(lambda: int([1]))
show(lambda: int("3.5"))
show(lambda: float("1e"))
show(lambda: float(""))
show(lambda: float("nan"))
show(lambda: float("-inFinity"))
show(lambda: float("1_0.5"))
show(lambda: float(None))
show(lambda: int("'quoted'"))
int("ten")
