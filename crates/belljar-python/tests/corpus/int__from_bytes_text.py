# int() of bytes and bytearray: parsed as ASCII text, bases, errors with the bytes repr.
def t(e, f):
    try:
        print(e, repr(f()))
    except Exception as x:
        print(e, type(x).__name__, x)
t('int(b"12")', lambda: int(b"12"))
t('int(b" 12 ")', lambda: int(b" 12 "))
t('int(b"1x")', lambda: int(b"1x"))
t('int(bytearray(b"7"))', lambda: int(bytearray(b"7")))
t('int(bytearray(b"7z"))', lambda: int(bytearray(b"7z")))
t('int(b"ff", 16)', lambda: int(b"ff", 16))
t('int(b"")', lambda: int(b""))
t('int(b"0x1f", 0)', lambda: int(b"0x1f", 0))
t('int(b"\\xff")', lambda: int(b"\xff"))
t('int(b"1_000")', lambda: int(b"1_000"))
