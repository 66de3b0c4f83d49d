# Errors from str methods with bad arguments.
def show(fn):
    try:
        print(repr(fn()))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


s = "hello world"
show(lambda: s.index("z"))
show(lambda: s.split(""))
show(lambda: s.rsplit(" ", "1"))
show(lambda: s.replace("l", 1))
show(lambda: s.find(1))
show(lambda: s.count(None))
show(lambda: s.startswith(("he", 1)))
show(lambda: s.endswith(1))
show(lambda: s.center(20, "ab"))
show(lambda: s.ljust("5"))
show(lambda: s.zfill(None))
show(lambda: s.join([1]))
show(lambda: s.encode("bogus"))
show(lambda: s.expandtabs("4"))
show(lambda: s.partition(None))
show(lambda: s.removeprefix(5))
show(lambda: s.format(1, 2))
show(lambda: "{0}{1}".format(1))
show(lambda: "{x}".format_map([]))
show(lambda: s * "2")
show(lambda: s[1:2:0])
show(lambda: s.translate(5))
show(lambda: str.maketrans("ab", "c"))
show(lambda: str.maketrans(1))
show(lambda: s.splitlines("x"))
show(lambda: s.casefold(1))
show(lambda: s + None)
show(lambda: s.isdigit(1))
s.upper(1)
