#!/usr/bin/env python3
"""Writes format_string_cases.txt: `template.format(*ARGS, **KWARGS)` and
`template.format_map(KWARGS)` results from this CPython (run with python3.11).
Tab-separated: template-hex, mode (format|map), outcome (ok or exception name), text-hex.
"""


class A:
    x = 7
    y = "why"

    def __repr__(self):
        return "<A>"


ARGS = (255, "abc", [10, 20, [30, 40]], {"k": "v", "0": "zero"}, 3.5, A(), -7)
KWARGS = {"name": "Ann", "n": 42, "w": 8, "obj": A(), "f": "x>9", "lst": [1, 2]}
TEMPLATES = [
    "", "plain", "{}", "{} {}", "{0} {1} {0}", "{}{}{}{}{}{}{}", "{}{}{}{}{}{}{}{}", "{7}", "{name}",
    "{name!r}", "{name!s:>6}", "{name!a}", "{1!r:^9}", "{1:*^9}", "{0:#x} {0:08b} {0:,}", "{4:.3f}",
    "{4:{w}.{n}}", "{0:{w}}", "{0:{}}", "{:{}}", "{:>{}}", "{0:{1}}", "{n:{f}}", "{name:{f}}",
    "{0:{w}{1}}", "{2[0]} {2[2][1]}", "{3[k]} {3[0]}", "{obj.x} {obj.y}", "{5.x}", "{5.y[0]}",
    "{lst[1]}", "{lst[2]}", "{lst[a]}", "{1[1]}", "{0[0]}", "{0.real}", "{5.z}", "{obj.x.y}",
    "{{}}", "{{{0}}}", "a}}b{{c", "{", "}", "{0", "{0}}", "x{0", "{0!}", "{0!", "{0!r", "{0!rx}",
    "{0!x}", "{0!\x01}", "{0:{1:{2}}}", "{0}{}", "{}{0}", "{a}{}", "{zz}", "{0.}", "{0[]}", "{2[0}",
    "{2[0]x}", "{0:{", "{0:}}", "{0:{}}", "{0{}", "{:}", "{00}", "{١}", "{" + "9" * 25 + "}",
    "{0]}", "{6:+05}", "{6:c}", "{1:d}", "{4:%}", "{2:>5}", "{2}", "{3}", "{5}",
    "{5!s}", "{5:}", "{n:,} {n:_b}", "{n!r:>{w}}", "{n:{w}{f}}", "{0:{n}}", "{0:{w}}{0:{}}",
    "{[0]}", "{.x}", "{name[0]}", "{name[9]}", "{2[0]:{w}}", "{w:{w}}{n}", "{0:x}{0:{1}}",
    "{0:.{1}}", "{name:.2}", "{name!r:.2}", "{0:{{}}}", "{!}", "{:!}", "{0:!r}", "{0!r:{w}}",
]


def run(fn):
    try:
        return "ok", fn()
    except Exception as e:  # noqa: BLE001
        return type(e).__name__, str(e)


def hx(s):
    return s.encode().hex() or "-"


with open("format_string_cases.txt", "w") as out:
    for t in TEMPLATES:
        for mode, fn in (("format", lambda: t.format(*ARGS, **KWARGS)), ("map", lambda: t.format_map(KWARGS))):
            k, r = run(fn)
            out.write("%s\t%s\t%s\t%s\n" % (hx(t), mode, k, hx(r)))
