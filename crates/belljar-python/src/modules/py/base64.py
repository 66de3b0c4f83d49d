# base64: Base16, Base32, Base64 (standard and URL-safe), Ascii85 and Base85, as CPython
# 3.11's `Lib/base64.py` behaves: the same alphabets, padding rules, errors and messages.
# Base64 and hex run in the native `binascii`; the others are written here.

import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)

MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII "
                    "string, not %r" % s.__class__.__name__) from None


def _bytes_like(s, prefix='memoryview: '):
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("%sa bytes-like object is required, not '%s'"
                    % (prefix, type(s).__name__))


def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object."""
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """Encode bytes-like object s using the standard Base64 alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """Decode bytes encoded with the standard Base64 alphabet."""
    return b64decode(s)


_urlsafe_encode_translation = bytes.maketrans(b'+/', b'-_')
_urlsafe_decode_translation = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode bytes using the URL- and filesystem-safe Base64 alphabet."""
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet."""
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


_B32_ALPHABET = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX_ALPHABET = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
# Padding characters after the last full quantum, by the number of leftover bytes.
_B32_PADS = {0: 0, 1: 6, 2: 4, 3: 3, 4: 1}


def _b32encode(alphabet, s):
    s = _bytes_like(s)
    out = bytearray()
    leftover = len(s) % 5
    if leftover:
        s = s + bytes(5 - leftover)
    for i in range(0, len(s), 5):
        n = int.from_bytes(s[i:i + 5], 'big')
        for shift in (35, 30, 25, 20, 15, 10, 5, 0):
            out.append(alphabet[(n >> shift) & 31])
    pads = _B32_PADS[leftover]
    if pads:
        out[-pads:] = b'=' * pads
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    total = len(s)
    s = s.rstrip(b'=')
    pads = total - len(s)
    values = {c: i for i, c in enumerate(alphabet)}
    out = bytearray()
    n = 0
    for i in range(0, len(s), 8):
        n = 0
        for c in s[i:i + 8]:
            v = values.get(c)
            if v is None:
                raise binascii.Error('Non-base32 digit found')
            n = (n << 5) | v
        out += n.to_bytes(5, 'big')
    if pads not in (0, 1, 3, 4, 6):
        raise binascii.Error('Incorrect padding')
    if pads and out:
        n <<= 5 * pads
        keep = (43 - 5 * pads) // 8
        out[-5:] = n.to_bytes(5, 'big')[:keep]
    return bytes(out)


def b32encode(s):
    """Encode the bytes-like objects using base32 and return a bytes object."""
    return _b32encode(_B32_ALPHABET, s)


def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s."""
    return _b32decode(_B32_ALPHABET, s, casefold, map01)


def b32hexencode(s):
    """Encode the bytes-like objects using base32hex and return a bytes object."""
    return _b32encode(_B32HEX_ALPHABET, s)


def b32hexdecode(s, casefold=False):
    """Decode the base32hex encoded bytes-like object or ASCII string s."""
    return _b32decode(_B32HEX_ALPHABET, s, casefold)


def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes object."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


_A85START = b"<~"
_A85END = b"~>"
_A85_CHARS = bytes(range(33, 118))
_B85_CHARS = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
              b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")


def _85encode(b, chars, pad=False, foldnuls=False, foldspaces=False):
    b = _bytes_like(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + bytes(padding)
    out = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], 'big')
        if foldnuls and not word:
            out.append(b'z')
        elif foldspaces and word == 0x20202020:
            out.append(b'y')
        else:
            digits = bytearray(5)
            for k in range(4, -1, -1):
                word, digits[k] = divmod(word, 85)
            out.append(bytes(chars[d] for d in digits))
    if padding and not pad:
        if out[-1] == b'z':
            out[-1] = chars[0:1] * 5
        out[-1] = out[-1][:-padding]
    return b''.join(out)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes object."""
    result = _85encode(b, _A85_CHARS, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b'')
        result = b'\n'.join(lines)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError(
                "Ascii85 encoded byte sequences must end "
                "with {!r}".format(_A85END))
        b = b[2:-2] if b.startswith(_A85START) else b[:-2]
    out = []
    group = []
    for x in b + b'u' * 4:
        if 33 <= x <= 117:
            group.append(x)
            if len(group) == 5:
                n = 0
                for d in group:
                    n = n * 85 + (d - 33)
                if n > 0xffffffff:
                    raise ValueError('Ascii85 overflow')
                out.append(n.to_bytes(4, 'big'))
                group = []
        elif x == 122:
            if group:
                raise ValueError('z inside Ascii85 5-tuple')
            out.append(b'\0\0\0\0')
        elif foldspaces and x == 121:
            if group:
                raise ValueError('y inside Ascii85 5-tuple')
            out.append(b'    ')
        elif x in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % x)
    result = b''.join(out)
    padding = 4 - len(group)
    if padding:
        result = result[:-padding]
    return result


_B85_VALUES = {c: i for i, c in enumerate(_B85_CHARS)}


def b85encode(b, pad=False):
    """Encode bytes-like object b in base85 format and return a bytes object."""
    return _85encode(b, _B85_CHARS, pad)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    out = []
    for i in range(0, len(b), 5):
        n = 0
        for j, c in enumerate(b[i:i + 5]):
            v = _B85_VALUES.get(c)
            if v is None:
                raise ValueError('bad base85 character at position %d' % (i + j))
            n = n * 85 + v
        if n > 0xffffffff:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i)
        out.append(n.to_bytes(4, 'big'))
    result = b''.join(out)
    if padding:
        result = result[:-padding]
    return result


def _input_type_check(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines
    of base-64 data."""
    _input_type_check(s)
    return b''.join(binascii.b2a_base64(s[i:i + MAXBINSIZE])
                    for i in range(0, len(s), MAXBINSIZE))


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    _input_type_check(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    """Encode a file; input and output are binary files."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode a file; input and output are binary files."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))
