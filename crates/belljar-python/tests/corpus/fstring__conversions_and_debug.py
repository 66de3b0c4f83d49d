s = "café"
n = 7
print(f"{s!r} {s!s} {s!a}")
print(f"{n=}", f"{n + 1=}", f"{s=}")
print(f"{n = :>5}")
print(f"{[1, 'a']!r}", f"{None!s}", f"{3.0!r}")
class T:
    def __repr__(self):
        return "T-repr"
    def __str__(self):
        return "T-str"
    def __format__(self, spec):
        return f"T-format[{spec}]"
t = T()
print(f"{t} {t!r} {t!s} {t:xyz} {t=}")
print(format(t, "abc"), format(t))
