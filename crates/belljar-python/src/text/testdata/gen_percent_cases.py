#!/usr/bin/env python3
"""Writes percent_cases.txt: `fmt % args` results from this CPython (run with python3.11).

Line format (tab-separated): fmt-hex args outcome text-hex. args is a prefix encoding:
i<int> f<float bits hex> s<utf8 hex or -> b0/b1 N T(..,..) L(..,..) D(key,value,..).
"""
import struct

VALUES = [0, 1, -1, 42, -42, 255, -255, 10**20, -(10**20), 65, 0x10FFFF + 1, True, False, None,
          0.0, -0.0, 1.5, -2.5, 3.14158, 1e16, 1e-5, 12345.678, float("inf"), float("-inf"),
          float("nan"), "", "a", "héllo", "it's", "x\ny", [1, "a"], (1,)]
SINGLE = ["%s", "%r", "%a", "%d", "%i", "%u", "%x", "%X", "%o", "%#x", "%#X", "%#o", "%e", "%E", "%f",
          "%F", "%g", "%G", "%c", "%5s", "%-5s|", "%.2s", "%5.1s|", "%05d", "%+d", "% d", "%-6d|",
          "%+06d", "%.5d", "%#.5x", "%#08x", "%#08o", "%-#8x|", "%#8X", "%08.3f", "%+.2e", "%-10.3g|",
          "%#g", "%#.0f", "%#.0e", "% f", "%010.2f", "%.0f", "%.20f", "%.17g", "%5c|", "%-5c|", "%.0c",
          "%+s", "%05s", "%ld", "%hd", "%Lf", "%.3r", "%10a|", "%.1%", "%z", "%5", "%", "%-", "%.",
          "%(a)s", "% 08.2f", "%+#x", "%0-5d|", "%.0d", "%#.3o", "%+.3d", "%.2x", "%-+08.3f|", "%e%%"]
MULTI = [
    ("%s %s", (1, 2)), ("%s %s", (1,)), ("%s", (1, 2)), ("%s", ()), ("hello", 5), ("hello", {}),
    ("hello", []), ("hello", ()), ("hello", (1,)), ("%s", {"a": 1}), ("%s", [1, 2]), ("%s %s", [1, 2]),
    ("%(a)s", {"a": 1}), ("%(a)s %(b)r", {"a": 1, "b": "x"}), ("%(a)s %(b)s", {"a": 1}),
    ("%(a)s", (1,)), ("%(a", {"a": 1}), ("%(a)", {"a": 1}), ("%(a(b))s", {"a(b)": 5}),
    ("%(a)s %s", {"a": 1}), ("%(a)*d", {"a": 3}), ("%*d", (5, 1)), ("%-*d|", (-5, 1)),
    ("%.*f", (2, 3.14158)), ("%*.*f|", (8, 2, 3.14158)), ("%*d", ("a", 1)), ("%*d", (1.5, 1)),
    ("%.*f", (-3, 1.0)), ("%*d", (True, 7)), ("%.*f", (10**30, 1.0)), ("%*d", (10**30, 1)),
    ("%5%", ()), ("%5%", (1,)), ("%%%d", (1,)), ("%s%%", ("a",)), ("%(a)s", [1]), ("%c%c", ("a", 98)),
    ("%s and %r and %a", ("é", "é", "é")), ("%1000000000000000000000d", (1,)),
    ("%.10000000000d", (1,)), ("a%sb%sc", ("x", "y")), ("%s", ((1, 2),)), ("%r", ((1, 2),)),
    ("%é", (1,)), ("%\x01", (1,)), ("%s", ("x",)), ("%(x)s%%", {"x": 1}), ("%-05s|", ("ab",)),
]


def enc(v):
    if v is None:
        return "N"
    if isinstance(v, bool):
        return "b1" if v else "b0"
    if isinstance(v, int):
        return "i%d" % v
    if isinstance(v, float):
        return "f%x" % struct.unpack("<Q", struct.pack("<d", v))[0]
    if isinstance(v, str):
        return "s" + (v.encode().hex() or "-")
    if isinstance(v, tuple):
        return "T(" + ",".join(enc(x) for x in v) + ")"
    if isinstance(v, list):
        return "L(" + ",".join(enc(x) for x in v) + ")"
    if isinstance(v, dict):
        return "D(" + ",".join(enc(k) + "," + enc(x) for k, x in v.items()) + ")"
    raise TypeError(v)


def run(fmt, args):
    try:
        return "ok", fmt % args
    except Exception as e:  # noqa: BLE001
        return type(e).__name__, str(e)


def hx(s):
    return s.encode().hex() or "-"


with open("percent_cases.txt", "w") as out:
    cases = [(f, (v,)) for f in SINGLE for v in VALUES] + MULTI
    import random

    rng = random.Random(7)
    for _ in range(3000):
        fmt = "%" + "".join(rng.choice("-+ #0") for _ in range(rng.randrange(0, 3)))
        if rng.random() < 0.5:
            fmt += str(rng.randrange(0, 25))
        if rng.random() < 0.4:
            fmt += "." + str(rng.randrange(0, 20))
        fmt += rng.choice("sradiuxXoeEfFgGc")
        v = rng.choice([rng.randrange(-10**6, 10**6), rng.randrange(-10**25, 10**25), rng.uniform(-1e6, 1e6),
                        rng.uniform(-1, 1) * 10.0 ** rng.randrange(-20, 20), rng.choice(VALUES)])
        cases.append((fmt + "|", (v,)))
    for fmt, args in cases:
        k, r = run(fmt, args)
        out.write("%s\t%s\t%s\t%s\n" % (hx(fmt), enc(args), k, hx(r)))
