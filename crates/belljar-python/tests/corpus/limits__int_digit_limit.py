# Every int-to-decimal conversion obeys the 4300-digit limit.
x = 1 << 20000


def attempt(label, f):
    try:
        print(label, "ok", len(f()))
    except ValueError as e:
        print(label, "ValueError:", e)


attempt("str", lambda: str(x))
attempt("repr", lambda: repr(x))
attempt("f-string", lambda: f"{x}")
attempt("f-string d", lambda: f"{x:d}")
attempt("f-string comma", lambda: f"{x:,}")
attempt("format", lambda: format(x, "d"))
attempt("str.format", lambda: "{}".format(x))
attempt("percent d", lambda: "%d" % x)
attempt("percent i", lambda: "%i" % x)
attempt("percent u", lambda: "%u" % x)
attempt("percent s", lambda: "%s" % x)
attempt("list", lambda: str([x]))
attempt("parse", lambda: str(int("7" * 5000)))
attempt("hex fine", lambda: hex(x))
attempt("small fine", lambda: str(1 << 1000))
