# binascii's quoted-printable functions and quopri over them: escapes, soft line breaks,
# trailing whitespace, CRLF, headers, quotetabs and istext, on fixed and generated data.
import binascii
import io
import quopri

fixed = [
    b"", b"hello", b"caf\xc3\xa9 = cost", b"tab\there", b"trailing space ", b"trailing tab\t",
    b"line one\nline two \nline\tthree\t\n", b"crlf line\r\nnext \r\nlast", b".\nalone dot",
    b".", b"x.\n.", b"under_score and space", b"\x00\x01\x1f\x7f\x80\xff",
    b"a" * 80, b"b" * 75 + b"=" + b"c" * 10, b"word " * 30, b"=" * 40, b"\r\n\r\n",
    b"mixed\nends\r\nhere", b"lone\rcr", b" ", b"\t", b"end with equals=",
]
for data in fixed:
    out = []
    for qt in (False, True):
        for it in (True, False):
            for hd in (False, True):
                enc = binascii.b2a_qp(data, quotetabs=qt, istext=it, header=hd)
                dec = binascii.a2b_qp(enc, header=hd)
                out.append((enc, dec == data))
    print(data[:20], out[0], out[3], out[5], out[6])
    print("  ", [len(e) for e, _ in out], all(ok for _, ok in out) or [ok for _, ok in out])

for text in [b"=41=42=4a=4A", b"soft=\nbreak", b"soft=\r\nbreak", b"soft=  \r\nbreak",
             b"bad=ZZhex", b"end=", b"end=4", b"double==sign", b"a_b_c", b"=\n",
             "ascii str=3D".encode(), b"=0d=0A", b"x=\ry"]:
    print(text, binascii.a2b_qp(text), binascii.a2b_qp(text, header=True))
print(binascii.a2b_qp("str=41"), binascii.a2b_qp(data=b"_", header=1))
print(binascii.b2a_qp(bytearray(b"ba = 1")), binascii.b2a_qp(b"mv="))

# Generated: every byte value in every position of short lines, long lines of mixed bytes.
state = 12345
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n

alphabet = b"abc =\t\r\n._\x00\xff~"
for _ in range(60):
    n = rnd(200)
    data = bytes(alphabet[rnd(len(alphabet))] for _ in range(n))
    args = dict(quotetabs=bool(rnd(2)), istext=bool(rnd(2)), header=bool(rnd(2)))
    enc = binascii.b2a_qp(data, **args)
    print(len(data), args["quotetabs"], args["istext"], args["header"], len(enc),
          max((len(l) for l in enc.split(b"\n")), default=0), enc[:60])
    print("  ", binascii.a2b_qp(enc, header=args["header"]) == data)

for c in range(256):
    e = binascii.b2a_qp(bytes([c]))
    if e != bytes([c]):
        print(c, e, end="; ")
print()

print(quopri.encodestring(b"caf\xc3\xa9 tab\t"), quopri.decodestring(b"caf=C3=A9_x", header=True))
print(quopri.encodestring(b"a b", quotetabs=True), quopri.encodestring(b"a b", header=True))
src, dst = io.BytesIO(b"hello = world \nbye\n"), io.BytesIO()
quopri.encode(src, dst, quotetabs=False)
print(dst.getvalue())
src, dst = io.BytesIO(dst.getvalue()), io.BytesIO()
quopri.decode(src, dst)
print(dst.getvalue())
print(quopri.needsquoting(b"=", False, False), quopri.needsquoting(b" ", True, False),
      quopri.needsquoting(b"_", False, True), quopri.quote(b"\xff"), quopri.ishex(b"f"),
      quopri.unhex(b"fF"), quopri.ESCAPE, quopri.MAXLINESIZE, quopri.__all__)
try:
    binascii.a2b_qp("caf\xe9")
except ValueError as e:
    print("ValueError", e)
try:
    binascii.b2a_qp("text")
except TypeError as e:
    print("TypeError", e)
