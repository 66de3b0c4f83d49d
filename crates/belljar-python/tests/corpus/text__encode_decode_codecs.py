# str.encode / bytes.decode with codec names, aliases and error handlers.
for enc in ['utf-8', 'UTF8', 'utf_8', 'ascii', 'US-ASCII', 'latin-1', 'Latin1', 'iso-8859-1', 'L1']:
    print(enc, 'café'.encode(enc, 'replace'), b'caf\xc3\xa9'.decode(enc, 'replace'))
for s in ['a日本b', '日a本', 'é', 'aĀĀ', 'ok']:
    for enc in ['ascii', 'latin-1']:
        for errors in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
            try:
                print(repr(s), enc, errors, s.encode(enc, errors))
            except UnicodeEncodeError as e:
                print(repr(s), enc, errors, 'UnicodeEncodeError:', e)
for b in [b'\xe9ab', b'\xe2\x82x', b'a\xe2\x82', b'\xed\xa0\x80', b'\xf0\x90', b'a\xffb\xe2\x82', b'\xc0\x80', b'\xf4\x90\x80\x80', b'ok']:
    for errors in ['strict', 'ignore', 'replace', 'backslashreplace']:
        for enc in ['utf-8', 'ascii']:
            try:
                print(b, enc, errors, repr(b.decode(enc, errors)))
            except UnicodeDecodeError as e:
                print(b, enc, errors, 'UnicodeDecodeError:', e)
print('x'.encode(encoding='ascii', errors='bogus'), b'x'.decode(errors='strict'), 'é'.encode())
for call in [lambda: 'x'.encode('bogus'), lambda: 'é'.encode('ascii', 'bogus'), lambda: 'x'.encode(1),
             lambda: b'x'.decode('nope'), lambda: b'\xff'.decode('utf-8', 'bogus'), lambda: b'x'.decode(None)]:
    try:
        print(call())
    except (LookupError, TypeError) as e:
        print(type(e).__name__, e)
try:
    'é'.encode('ascii')
except ValueError as e:
    print('caught as ValueError:', type(e).__name__)
