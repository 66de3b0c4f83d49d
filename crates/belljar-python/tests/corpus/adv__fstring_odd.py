# f-strings with nested quotes, conversions, format specs from variables and errors inside.
w, p = 10, 3
v = 3.14159
print(f"{v:{w}.{p}f}|", f"{'nested'!r}", f"{v!s:>8}", f"{{literal}}")
print(f"{'a' 'b'}", f"{[1, 2][1]}", f"{ {'k': 1}['k'] }", f"{3:+}", f"{-3:=6}")


class Fmt:
    def __format__(self, spec):
        return f"<{spec}>"


print(f"{Fmt():xyz}", f"{Fmt()!r:.5}"[:3], format(Fmt(), ""))
try:
    f"{1 / 0}"
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    f"{v:q}"
except ValueError as e:
    print("ValueError", e)
x = 5
print(f"{x=}", f"{x = }", f"{x=:>4}")
