# quopri: quoted-printable encoding and decoding (RFC 1521) of bytes and binary streams, over
# binascii's b2a_qp/a2b_qp as CPython's module uses them, with its helper functions.

__all__ = ["encode", "decode", "encodestring", "decodestring"]

from binascii import a2b_qp, b2a_qp

ESCAPE = b'='
MAXLINESIZE = 76
HEX = b'0123456789ABCDEF'
EMPTYSTRING = b''


def needsquoting(c, quotetabs, header):
    """Whether byte `c` (a bytes of length 1) needs quoting: tabs and spaces with
    `quotetabs`, `_` in headers, `=` and anything outside printable ASCII."""
    assert isinstance(c, bytes)
    if c in b' \t':
        return quotetabs
    if c == b'_':
        return header
    return c == ESCAPE or not (b' ' <= c <= b'~')


def quote(c):
    """`=XX` for one byte."""
    assert isinstance(c, bytes) and len(c) == 1
    c = ord(c)
    return ESCAPE + bytes((HEX[c // 16], HEX[c % 16]))


def ishex(c):
    """Whether byte `c` is an ASCII hexadecimal digit."""
    assert isinstance(c, bytes)
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'


def unhex(s):
    """The value of the hexadecimal digits `s`."""
    bits = 0
    for c in s:
        c = bytes((c,))
        if b'0' <= c <= b'9':
            i = ord('0')
        elif b'a' <= c <= b'f':
            i = ord('a') - 10
        elif b'A' <= c <= b'F':
            i = ord(b'A') - 10
        else:
            assert False, "non-hex digit " + repr(c)
        bits = bits * 16 + (ord(c) - i)
    return bits


def encode(input, output, quotetabs, header=False):
    """Read the binary stream `input`, write it quoted-printable to `output`."""
    data = input.read()
    output.write(b2a_qp(data, quotetabs=quotetabs, header=header))


def decode(input, output, header=False):
    """Read the quoted-printable binary stream `input`, write it decoded to `output`."""
    data = input.read()
    output.write(a2b_qp(data, header=header))


def encodestring(s, quotetabs=False, header=False):
    """`s` quoted-printable."""
    return b2a_qp(s, quotetabs=quotetabs, header=header)


def decodestring(s, header=False):
    """Quoted-printable `s` decoded."""
    return a2b_qp(s, header=header)
