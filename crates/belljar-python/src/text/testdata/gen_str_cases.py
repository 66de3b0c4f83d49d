#!/usr/bin/env python3
"""Writes str_cases.txt: results of str methods, int(), float(), repr() and round() from this
CPython (run with python3.11). Tab-separated: a function name, its arguments, then the expected
result. Strings are UTF-8 hex (`-` for empty), None is `N`, ints are decimal, floats are `f` +
IEEE bits in hex, lists are `[` + comma-separated items, booleans `T`/`F`, and an exception is
`E:<name>:<message hex>`. `hash` lines hold FNV-1a digests of whole-Unicode property sweeps.
"""
import struct

STRS = ["", " ", "a", "abc", "  a  b  c  ", "a,b,,c", "hello world", "Hello World", "HELLO", "ǆungla ǅx",
        "ΑΣ ΑΣΑ Σ ΑΣ.", "Σ", "aΣ'", "AΣ'b", "ΌΣΟΣ", "straße", "İstanbul", "ﬁx ﬂy", "it's a dog's life",
        "x\ty\tz", "a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l", "\n\n", "a\n", "\r\n",
        "\u3000a\u3000", "\x1c a \x1f", "١٢٣", "²³", "½", "一二", "abc123", "_x1", "1x", "héllo", "ʰa",
        "ǅa", "A1b2", "  ", "\t", "ab\x00cd", "𝔘𝔫𝔦", "ῼ", "ŉ", "ǰ", "x" * 3, "aaa", "aaaa",
        "mississippi", "ab\u0300c", "\u00ad", "é́", "it's", "'\"", "\\", "\x7f\x80\x9f\xa0",
        "\ud7ff\ue000\uffff\U0001f600\U000e0001\U0010ffff"]
SEPS = [",", "a", "aa", "ss", "Σ", "\n", "xyz"]
INTS = ["0", "-0", "+7", " 12 ", "1_000", "1__0", "_1", "1_", "0x1f", "0X1F", "0o17", "0b101", "0b", "010",
        "00", "0_0", "09", "1e3", "12.0", "", " ", "abc", "z", "Z", "-0x_f", "0x_", "١٢٣", "\u3000 42\u3000",
        "9" * 30, "-" + "9" * 19, "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "+-1", "1 2", "\x1c12", "12\x1f", "0b1_0", "0o8", "x" * 250, "é" * 250, "0" * 50 + "1"]
BASES = [0, 2, 8, 10, 16, 36, 1, 37]
FLOATS = ["1.5", " -2.5e-3 ", "1_0.0_1", "1_.0", "._1", "1e1_0", "inf", "-Infinity", "+nAn", "infinit",
          "1e", "1e+", ".", "-.5", "5.", "0x10", "1e400", "-1e-400", "١.٥", "\u20071", "1\x00",
          "  ", "", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308", "0.1e-5",
          "123456789012345678901234567890", "1d5", "+.e5", "1__0", "nan(1)", "٫"]
REPR_FLOATS = [0.1, 0.2, 0.30000000000000004, 1 / 3, 2 / 3, 1e15, 1e16, 1e17, 123456789012345.6,
               1234567890123456.7, 1e-4, 1e-5, 0.00012345, 9.999999999999999e-5, 5e-324, 2.2250738585072014e-308,
               1.7976931348623157e308, 4.35, 2.675, 1e23, 9007199254740993.0, 0.5, 100.0, 1e100, 1.1e-10]
ROUNDS = [(2.675, 2), (0.125, 2), (0.375, 2), (2.5, 0), (3.5, 0), (-2.5, 0), (1250.0, -2), (1350.0, -2),
          (1250.0001, -2), (-1250.0, -2), (5.5, -1), (15.0, -1), (25.0, -1), (1e300, -300), (1.5e300, -300),
          (123.456, 1), (123.456, -1), (0.1, 20), (1e-300, 300), (5e-324, 323), (5e-324, 324),
          (1.23456789, 5), (-0.0, 2), (9.995, 2), (1.005, 2), (0.045, 2), (1e16 + 2, -1), (4.5e15, -15)]


def hx(s):
    return s.encode("utf-8", "surrogatepass").hex() or "-"


def enc(v):
    if v is None:
        return "N"
    if isinstance(v, bool):
        return "T" if v else "F"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "f%x" % struct.unpack("<Q", struct.pack("<d", v))[0]
    if isinstance(v, str):
        return hx(v)
    if isinstance(v, (list, tuple)):
        return "[" + ",".join(enc(x) for x in v)
    raise TypeError(v)


out = open("str_cases.txt", "w")


def case(name, fn, *args):
    try:
        r = enc(fn(*args))
    except Exception as e:  # noqa: BLE001
        r = "E:%s:%s" % (type(e).__name__, hx(str(e)))
    out.write("\t".join([name] + [enc(a) for a in args] + [r]) + "\n")


for s in STRS:
    case("repr", repr, s)
    case("ascii", ascii, s)
    for m in ["lower", "upper", "title", "capitalize", "swapcase", "casefold", "isdigit", "isdecimal",
              "isnumeric", "isalpha", "isalnum", "isspace", "isprintable", "isidentifier", "isupper",
              "islower", "istitle", "isascii"]:
        case(m, getattr(str, m), s)
    for ms in [-1, 0, 1, 2]:
        case("split_ws", lambda s, m: s.split(None, m), s, ms)
        case("rsplit_ws", lambda s, m: s.rsplit(None, m), s, ms)
        for sep in SEPS + [""]:
            case("split_sep", lambda s, p, m: s.split(p, m), s, sep, ms)
            case("rsplit_sep", lambda s, p, m: s.rsplit(p, m), s, sep, ms)
    for ke in [False, True]:
        case("splitlines", str.splitlines, s, ke)
    for chars in [None, "", "a", " a", "xyzΣ"]:
        case("strip", str.strip, s, chars)
        case("lstrip", str.lstrip, s, chars)
        case("rstrip", str.rstrip, s, chars)
    for sep in SEPS + [""]:
        case("partition", str.partition, s, sep)
        case("rpartition", str.rpartition, s, sep)
        if sep in ("ss", "xyz", "\n"):
            continue
        for start, end in [(None, None), (1, None), (-3, -1), (2, 1), (100, None)]:
            case("find", str.find, s, sep, start, end)
            case("rfind", str.rfind, s, sep, start, end)
            case("count", str.count, s, sep, start, end)
            case("startswith", str.startswith, s, sep, start, end)
            case("endswith", str.endswith, s, sep, start, end)
        for cnt in [-1, 0, 1, 2]:
            case("replace", str.replace, s, sep, "<é>", cnt)
    for w in [-1, 0, 3, 8, 13]:
        case("center", str.center, s, w, "*")
        case("ljust", str.ljust, s, w, "é")
        case("rjust", str.rjust, s, w, " ")
        case("zfill", str.zfill, s, w)
    for t in [-1, 0, 1, 4, 8]:
        case("expandtabs", str.expandtabs, s, t)
for s in INTS + STRS[:30]:
    for b in BASES:
        case("int", lambda s, b: int(s, b), s, b)
for s in FLOATS + STRS[:20]:
    case("float", float, s)
for x in REPR_FLOATS:
    for v in (x, -x):
        case("float_repr", repr, v)
import random

rng = random.Random(1234)
for _ in range(400):
    x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
    if x != x or x in (float("inf"), float("-inf")):
        continue
    case("float_repr", repr, x)
    spec = ".%d%s" % (rng.randrange(0, 30), rng.choice("eEfgG%"))
    if spec.endswith(("f", "%")) and abs(x) > 1e30:
        spec = spec[:-1] + "e"
    case("ffmt", format, x, spec)
for _ in range(400):
    x = round(rng.uniform(-1e6, 1e6), rng.randrange(0, 8)) * 10.0 ** rng.randrange(-30, 30)
    case("float_repr", repr, x)
    case("ffmt", format, x, "%s.%d%s" % (rng.choice(["", "+", "#", ",", "z"]), rng.randrange(0, 20), rng.choice(["e", "f", "g", ""])))
    case("round", round, x, rng.randrange(-10, 12))
for _ in range(300):
    n = rng.randrange(-10**30, 10**30)
    case("int_round", round, n, rng.randrange(-35, 3))
HEXES = ["0x1.8p1", "0X1P-1074", "1p0", "-0x.8", "inf", " 0x1.fffffffffffff8p1023 ", "0x1p1024", "0x",
         "1.", "nan", "-NaN", "+Infinity", "0x1.0000000000000800000001p0", "0x1.00000000000008p0",
         "0x1.00000000000018p0", "0x0.0000000000001p-1022", "0x1p-1075", "0x1.1p-1075", "0x0.8p-1074",
         "0x10", "abc", "0x1_0", "0x1p", "0x1p+", "p1", ".p1", "0x.", "0x0p0", "-0x0p0", "0x1.fffffffffffffp1023",
         "0x1.fffffffffffff7ffp1023", "0x1p-2000", "0x1p99999999999999999999", "0x1p-99999999999999999999",
         "0x" + "f" * 300, "0x0." + "0" * 300 + "1p1000", "  1.8  ", "1 .8", "0x1.8p1x", "é"]
for h in HEXES:
    case("fromhex", float.fromhex, h)
for _ in range(200):
    x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
    case("float_hex", float.hex, x)
    case("fromhex", float.fromhex, x.hex())
for x in [0.0, -0.0, 1.0, 3.0, 0.1, 5e-324, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan"), -1e-310]:
    case("float_hex", float.hex, x)
for b in [b"", b"a'b\"c\x00\x7f\xff\t\n\r\\", b"it's", b'say "hi"', bytes(range(256))]:
    out.write("bytes_repr\t%s\t%s\n" % (b.hex() or "-", hx(repr(b))))
for n in [0, 1, -1, 255, -255, 2**63 - 1, -2**63, 10**30, -(10**30)]:
    for name, fn in (("bin", bin), ("oct", oct), ("hex", hex)):
        case("int_base_" + name, fn, n)
for x, n in ROUNDS:
    case("round", round, x, n)
    case("round", round, -x, n)


def fnv(items):
    h = 0xcbf29ce484222325
    for b in ",".join(items).encode("utf-8", "surrogatepass"):
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%x" % h


CPS = [cp for cp in range(0x110000) if not (0xD800 <= cp <= 0xDFFF)]
for m in ["isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum", "isspace", "isprintable",
          "isidentifier", "isupper", "islower", "istitle"]:
    f = getattr(str, m)
    out.write("hash\t%s\t%s\n" % (m, fnv(str(cp) for cp in CPS if f(chr(cp)))))
for m in ["lower", "upper", "title", "casefold", "capitalize", "swapcase"]:
    f = getattr(str, m)
    out.write("hash\t%s\t%s\n" % (m, fnv("%d:%s" % (cp, f(chr(cp))) for cp in CPS if f(chr(cp)) != chr(cp))))
out.write("hash\trepr\t%s\n" % fnv(repr(chr(cp)) for cp in CPS))
out.write("hash\tidcontinue\t%s\n" % fnv(str(cp) for cp in CPS if ("a" + chr(cp)).isidentifier()))
