#!/usr/bin/env python3
"""Writes format_cases.txt: format(value, spec) results from this CPython (run with python3.11).

Line format (tab-separated): kind value spec-hex outcome text-hex, where kind is i (int, decimal),
f (float, IEEE bits in hex) or s (str, UTF-8 hex); outcome is ok or the exception name.
"""
import struct

INTS = [0, 1, -1, 7, 42, -42, 255, 1234567, -1234567, 10**20, -(10**20), 65, 2**63 - 1, -2**63, 0x10FFFF + 1]
FLOATS = [0.0, -0.0, 1.0, -1.5, 3.14159, 1234567.891, 1e16, 1e-5, 123456789.0, 0.1, 2.5, 0.125, 1e300,
          5e-324, float("inf"), float("-inf"), float("nan"), 0.000123456, 99999.5, 1e22, -0.0004, 12.0,
          999999.9, 1.5e-7, 2.0**70]
STRS = ["", "a", "héllo", "abc", "x" * 12]
SPECS = ["", "d", "x", "X", "#x", "#o", "#b", "b", "o", "c", "n", "e", "E", "f", "F", "g", "G", "%",
         ".2f", ".0f", ".3e", ".3g", ".10g", "#g", "#.3g", ".0e", "#.0e", "10", "<10", ">10", "^10",
         "=10", "*^11", "010", "+", "-", " ", "+10.2f", "_", "_x", "#_b", ",", ",.2f", "012,", "010,.1f",
         "z.1f", "z", ".3", ".0", ".1", ".20f", ".17g", "s", ".2s", ">8.3s", "0>8", ",d", "+,d", "-^9,",
         "x<8X", "#012X", "08.3%", "=+12,.4e", " .3g", "#.0%", ",g", "_e", "#", "#10", "0=+8", "^",
         ".30e", "r", ",x", "_o", "#_X", "07_", "z+.0f", "-010.2f", ".2%", "1.1n", "08,.2e"]


def run(v, spec):
    try:
        return "ok", format(v, spec)
    except Exception as e:  # noqa: BLE001
        return type(e).__name__, str(e)


def hx(s):
    return s.encode("utf-8", "surrogatepass").hex() or "-"


def random_spec(rng):
    parts = []
    if rng.random() < 0.3:
        parts.append(rng.choice(["", "*", "0", "x", "é", " "]) + rng.choice("<>=^"))
    if rng.random() < 0.3:
        parts.append(rng.choice("+- "))
    if rng.random() < 0.1:
        parts.append("z")
    if rng.random() < 0.2:
        parts.append("#")
    if rng.random() < 0.2:
        parts.append("0")
    if rng.random() < 0.5:
        parts.append(str(rng.randrange(0, 30)))
    if rng.random() < 0.25:
        parts.append(rng.choice(",_"))
    if rng.random() < 0.4:
        parts.append("." + str(rng.randrange(0, 25)))
    if rng.random() < 0.8:
        parts.append(rng.choice("bcdoxXneEfFgG%s"))
    return "".join(parts)


with open("format_cases.txt", "w") as out:
    for v in INTS:
        for spec in SPECS:
            k, r = run(v, spec)
            out.write("i\t%d\t%s\t%s\t%s\n" % (v, hx(spec), k, hx(r)))
    for v in FLOATS:
        bits = struct.unpack("<Q", struct.pack("<d", v))[0]
        for spec in SPECS:
            k, r = run(v, spec)
            out.write("f\t%x\t%s\t%s\t%s\n" % (bits, hx(spec), k, hx(r)))
    for v in STRS:
        for spec in SPECS:
            k, r = run(v, spec)
            out.write("s\t%s\t%s\t%s\t%s\n" % (hx(v), hx(spec), k, hx(r)))
    import random

    rng = random.Random(99)
    for _ in range(4000):
        spec = random_spec(rng)
        kind = rng.randrange(3)
        if kind == 0:
            v = rng.choice([rng.randrange(-10**6, 10**6), rng.randrange(-10**40, 10**40), rng.randrange(0, 0x110000)])
            k, r = run(v, spec)
            out.write("i\t%d\t%s\t%s\t%s\n" % (v, hx(spec), k, hx(r)))
        elif kind == 1:
            v = rng.choice([rng.uniform(-1e6, 1e6), rng.uniform(-1, 1) * 10.0 ** rng.randrange(-30, 30), -0.0,
                            float("inf"), rng.randrange(-1000, 1000) / 8])
            bits = struct.unpack("<Q", struct.pack("<d", v))[0]
            k, r = run(v, spec)
            out.write("f\t%x\t%s\t%s\t%s\n" % (bits, hx(spec), k, hx(r)))
        else:
            v = rng.choice(STRS)
            k, r = run(v, spec)
            out.write("s\t%s\t%s\t%s\t%s\n" % (hx(v), hx(spec), k, hx(r)))
