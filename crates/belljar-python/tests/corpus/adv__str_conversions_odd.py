# __str__ / __repr__ / __format__ returning the wrong types, and str() of odd objects.
class BadStr:
    def __str__(self):
        return 5


class BadRepr:
    def __repr__(self):
        return None


class BadFormat:
    def __format__(self, spec):
        return 1.5


class OnlyRepr:
    def __repr__(self):
        return "only-repr"


for f in [
    lambda: str(BadStr()),
    lambda: repr(BadRepr()),
    lambda: format(BadFormat(), ""),
    lambda: f"{BadFormat()}",
    lambda: print(BadStr()),
    lambda: str([BadRepr()]),
    lambda: "%s" % BadStr(),
    lambda: str(OnlyRepr()),
    lambda: f"{OnlyRepr()!s:>12}",
]:
    try:
        print("ok", f())
    except TypeError as e:
        print("TypeError", e)
