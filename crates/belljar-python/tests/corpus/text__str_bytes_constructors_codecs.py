# str(bytes, encoding, errors) and bytes(str, encoding, errors) use the codecs.
print(str(b'caf\xc3\xa9', 'utf-8'), str(b'caf\xe9', 'latin-1'), str(b'a\xffb', 'utf-8', 'replace'),
      str(b'a\xffb', encoding='ascii', errors='ignore'), str(b'x', errors='strict'), str(b'ab'))
print(bytes('café', 'utf-8'), bytes('café', 'latin-1'), bytes('café', 'ascii', 'replace'), bytes('x', encoding='ascii'))
for call in [lambda: str(b'\xff', 'utf-8'), lambda: bytes('é', 'ascii'), lambda: bytes('x'),
             lambda: str(b'x', 'bogus'), lambda: bytes('x', 5), lambda: str(b'\xe9', 'ascii', 'bogus')]:
    try:
        print(call())
    except (UnicodeError, LookupError, TypeError) as e:
        print(type(e).__name__, e)
