# str methods given wrong types, empty separators, and None where allowed.
s = "a,b,,c"
for f in [
    lambda: s.split(""),
    lambda: s.split(None),
    lambda: s.split(",", -1),
    lambda: s.join([1, 2]),
    lambda: ",".join(["a", None]),
    lambda: s.replace("", "-"),
    lambda: s.startswith(("x", "a")),
    lambda: s.startswith(["a"]),
    lambda: s.strip(None),
    lambda: s.find(5),
    lambda: s.count(""),
    lambda: s + 5,
    lambda: "%d" % "x",
    lambda: s.encode().decode(),
    lambda: s.zfill("3"),
]:
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
