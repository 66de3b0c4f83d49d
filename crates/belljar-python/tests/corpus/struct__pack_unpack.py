# struct: every format character in every byte order, alignment, counts, Struct objects,
# pack_into/unpack_from/iter_unpack, and the errors CPython gives.
import struct

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

for order in "@=<>!":
    for code, vals in [("b", [-128, 0, 127]), ("B", [0, 255]), ("h", [-32768, 12345]), ("H", [65535]),
                       ("i", [-2**31, 2**31 - 1]), ("I", [2**32 - 1]), ("l", [-5]), ("L", [7]),
                       ("q", [-2**63, 2**63 - 1]), ("Q", [2**64 - 1]), ("?", [True, False, 3, ""]),
                       ("e", [1.5, -0.1, 65504.0, 1e-8, float("inf")]), ("f", [3.14159, -2.5e-3]),
                       ("d", [1e300, -0.0, 2.5]), ("c", [b"z"]), ("x", [])]:
        fmt = order + code
        for v in vals or [None]:
            args = () if v is None else (v,)
            b = struct.pack(fmt, *args)
            print(fmt, repr(v), b, struct.unpack(fmt, b), struct.calcsize(fmt))
for fmt in ["@n", "@N", "@P", "bq0q", "3s2xP", "@bi", "=bi", "<bi", "@hq", "@ci", "5s", "0s", "3p", "i i", "2h3x4s?", ""]:
    print(fmt, struct.calcsize(fmt))
print(struct.pack("4s4p", b"abcdef", b"abcdef"), struct.pack("300p", b"a" * 300)[:3], struct.pack("0p", b"ab"), struct.pack("1p", b"ab"))
print(struct.unpack("5p", b"\xffabcd"), struct.unpack("3s", b"abc"), struct.unpack("0s", b""), struct.pack("s", bytearray(b"ab")))
print(struct.pack(">d", float("nan")), struct.pack("<e", float("nan")), struct.pack("<e", -float("nan")), struct.pack("f", 1e300))
print(struct.unpack("<e", bytes([0, 0x7c])), struct.unpack("<e", bytes([1, 0x7c])), struct.pack("<e", 65519.99), struct.pack("<e", 0.1))
print(struct.pack("P", -1), struct.pack(b"i", 3), struct.pack("<h", True), struct.pack("<d", True), struct.pack("<f", 2))
s = struct.Struct("<2hq")
print(s.format, s.size, s.pack(1, 2, 3), s.unpack(s.pack(1, 2, 3)), struct.Struct(b"i").format)
buf = bytearray(16)
s.pack_into(buf, 2, -1, -2, -3)
struct.pack_into(">H", buf, 0, 0xBEEF)
print(buf, s.unpack_from(buf, 2), struct.unpack_from(">H", buf), struct.unpack_from("b", buf, offset=-1))
it = struct.iter_unpack("<h", bytes(range(6)))
print(type(it).__name__, it.__length_hint__(), list(it), it.__length_hint__())
print(list(struct.Struct(">I").iter_unpack(b"\x00\x00\x00\x01\x00\x00\x00\x02")))
records = [(1, b"alpha", 2.5), (2, b"beta", -1.0)]
rec = struct.Struct("<I8sd")
blob = b"".join(rec.pack(*r) for r in records)
print(len(blob), [(i, n.rstrip(b"\0"), x) for i, n, x in rec.iter_unpack(blob)])
for label, f in [
    (1, lambda: struct.pack("b", 200)), (2, lambda: struct.pack("B", -1)), (3, lambda: struct.pack("h", 2**15)),
    (4, lambda: struct.pack("H", -1)), (5, lambda: struct.pack("i", 2**31)), (6, lambda: struct.pack("<i", 2**31)),
    (7, lambda: struct.pack("I", -1)), (8, lambda: struct.pack("<I", -1)), (9, lambda: struct.pack("l", 2**63)),
    (10, lambda: struct.pack("<l", 2**31)), (11, lambda: struct.pack("L", -1)), (12, lambda: struct.pack("<L", 2**32)),
    (13, lambda: struct.pack("q", 2**63)), (14, lambda: struct.pack("Q", -1)), (15, lambda: struct.pack("n", 2**63)),
    (16, lambda: struct.pack("i", 1.0)), (17, lambda: struct.pack("i", "a")), (18, lambda: struct.pack("c", b"ab")),
    (19, lambda: struct.pack("c", "a")), (20, lambda: struct.pack("s", "a")), (21, lambda: struct.pack("e", 1e6)),
    (22, lambda: struct.pack("<f", 1e300)), (23, lambda: struct.pack("d", "x")), (24, lambda: struct.pack("ii", 1)),
    (25, lambda: struct.pack("i", 1, 2)), (26, lambda: struct.pack("z", 1)), (27, lambda: struct.pack("<n", 1)),
    (28, lambda: struct.pack("<P", 1)), (29, lambda: struct.unpack("i", b"abc")), (30, lambda: struct.unpack_from("i", b"abcdef", 4)),
    (31, lambda: struct.unpack_from("i", b"abcdef", -9)), (32, lambda: struct.unpack_from("i", b"abcdef", -2)),
    (33, lambda: list(struct.iter_unpack("i", b"abcde"))), (34, lambda: struct.iter_unpack("", b"")),
    (35, lambda: struct.calcsize("999999999999999999999i")), (36, lambda: struct.pack("i", 2**100)),
    (37, lambda: struct.pack_into("i", bytearray(2), 0, 1)), (38, lambda: struct.pack_into("i", b"1234", 0, 1)),
    (39, lambda: struct.pack_into("i", bytearray(6), -2, 1)), (40, lambda: struct.pack_into("i", bytearray(6), -9, 1)),
    (41, lambda: struct.pack("3")), (42, lambda: struct.pack(5)), (43, lambda: struct.Struct(5)),
    (44, lambda: struct.unpack("i", "abcd")), (45, lambda: struct.pack("c", bytearray(b"a"))), (46, lambda: struct.pack("i", None)),
    (47, lambda: struct.pack("d", None)), (48, lambda: struct.Struct("i").pack(1, 2)), (49, lambda: struct.Struct("q").unpack_from(b"1234")),
    (50, lambda: struct.pack()), (51, lambda: struct.pack_into("i")), (52, lambda: struct.unpack("i")), (53, lambda: struct.Struct()),
    (54, lambda: struct.Struct("i").pack_into(bytearray(4))), (55, lambda: struct.calcsize("2")), (56, lambda: struct.pack("<H", 70000)),
    (57, lambda: struct.pack("<h", 40000)), (58, lambda: struct.pack("<B", 300)), (59, lambda: struct.pack("I", 2**32)),
    (60, lambda: struct.error.__mro__), (61, lambda: struct.pack("<e", 65520.0)), (62, lambda: struct.pack("i", x=1)), (63, lambda: struct.pack_into("i", x=1)),
    (64, lambda: struct.Struct("i").pack(x=1)), (65, lambda: struct.Struct("i").pack_into(x=1)),
]:
    t(label, f)
