#!/usr/bin/env python3
"""Generate unicode_tables.rs from the running CPython (run with python3.11 to match its Unicode 14.0).

Every property is read from CPython's own str methods, so the tables reproduce CPython exactly:
    python3 gen_unicode_tables.py > unicode_tables.rs
"""
import sys
import unicodedata

FLAGS = [
    ("ALPHA", lambda c: c.isalpha()),
    ("DECIMAL", lambda c: c.isdecimal()),
    ("DIGIT", lambda c: c.isdigit()),
    ("NUMERIC", lambda c: c.isnumeric()),
    ("SPACE", lambda c: c.isspace()),
    ("PRINTABLE", lambda c: c.isprintable()),
    ("XID_START", lambda c: c.isidentifier()),
    ("XID_CONTINUE", lambda c: ("a" + c).isidentifier()),
    ("UPPER", lambda c: c.isupper()),
    ("LOWER", lambda c: c.islower()),
    ("TITLE", lambda c: unicodedata.category(c) == "Lt"),
    ("CASED", None),
    ("CASE_IGNORABLE", None),
]


def cased(c):
    return c.isupper() or c.islower() or unicodedata.category(c) == "Lt"


def case_ignorable(c):
    # Probe CPython's final-sigma rule: a case-ignorable character is skipped when looking back.
    if c == "\u03a3":
        return False
    if cased(c):
        return not (c + "\u03a3").lower().endswith("\u03c2")
    return ("A" + c + "\u03a3").lower().endswith("\u03c2")


def flags_of(c):
    f = 0
    for i, (name, fn) in enumerate(FLAGS):
        if name == "CASED":
            v = cased(c)
        elif name == "CASE_IGNORABLE":
            v = case_ignorable(c)
        else:
            v = fn(c)
        if v:
            f |= 1 << i
    return f


def main():
    out = sys.stdout
    out.write("//! Unicode property and case-mapping tables generated from CPython %s (Unicode %s)\n"
              % (sys.version.split()[0], unicodedata.unidata_version))
    out.write("//! by `gen_unicode_tables.py`; do not edit by hand.\n\n")
    for i, (name, _) in enumerate(FLAGS):
        out.write("/// Flag bit: the `%s` property as CPython's `str` methods see it.\n" % name)
        out.write("pub const %s: u16 = 1 << %d;\n" % (name, i))
    runs = []
    prev = None
    for cp in range(0x110000):
        f = flags_of(chr(cp))
        if runs and runs[-1][2] == f and runs[-1][1] == cp - 1:
            runs[-1][1] = cp
        else:
            runs.append([cp, cp, f])
    runs = [r for r in runs if r[2] != 0]
    out.write("\n/// Sorted, disjoint `(first, last, flags)` runs of code points; absent code points have no flags.\n")
    out.write("pub static FLAG_RUNS: &[(u32, u32, u16)] = &[\n")
    for lo, hi, f in runs:
        out.write("(0x%x,0x%x,%d),\n" % (lo, hi, f))
    out.write("];\n")
    # decimal values: runs where value increases by one per code point
    dec = []
    for cp in range(128, 0x110000):
        v = unicodedata.decimal(chr(cp), -1)
        if v < 0:
            continue
        if dec and dec[-1][1] == cp - 1 and dec[-1][2] + (cp - dec[-1][0]) == v:
            dec[-1][1] = cp
        else:
            dec.append([cp, cp, v])
    out.write("\n/// Sorted `(first, last, value_of_first)` runs of non-ASCII decimal digits (`unicodedata.decimal`).\n")
    out.write("pub static DECIMAL_RUNS: &[(u32, u32, u8)] = &[\n")
    for lo, hi, v in dec:
        out.write("(0x%x,0x%x,%d),\n" % (lo, hi, v))
    out.write("];\n")
    for name, fn in [("LOWER_MAP", str.lower), ("UPPER_MAP", str.upper), ("TITLE_MAP", str.title),
                     ("FOLD_MAP", str.casefold)]:
        out.write("\n/// Sorted `(code point, full mapping padded with 0)` for `str.%s` of one character.\n"
                  % fn.__name__)
        out.write("pub static %s: &[(u32, [u32; 3])] = &[\n" % name)
        for cp in range(0x110000):
            c = chr(cp)
            m = fn(c)
            if m != c:
                assert len(m) <= 3
                vals = [ord(x) for x in m] + [0] * (3 - len(m))
                out.write("(0x%x,[0x%x,0x%x,0x%x]),\n" % (cp, *vals))
        out.write("];\n")


main()
