# __str__/__format__/__len__/__bool__ returning the wrong type.
class S:
    def __str__(self):
        return 5


class F:
    def __format__(self, spec):
        return 5


class L:
    def __len__(self):
        return "3"


class B:
    def __bool__(self):
        return 1


for label, fn in [
    ("str", lambda: str(S())),
    ("print-ish", lambda: "%s" % S()),
    ("format", lambda: format(F())),
    ("fstring", lambda: f"{F()}"),
    ("len", lambda: len(L())),
    ("bool", lambda: bool(B())),
    ("if", lambda: "yes" if B() else "no"),
]:
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)
