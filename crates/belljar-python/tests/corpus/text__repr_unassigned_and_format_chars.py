# repr() escapes exactly the characters CPython considers non-printable.
samples = ['\u0378', '\u0379', '\u200b', '\xad', '\u2028', '\u2029', '\U000e0001',
           '\ue000', '\U000f0000', '\xa0', '\u3000', '\u1680', '\u202f', '\ufeff',
           '\u0301', 'e\u0301', '\U0001f600', '\u00e9', '\u4e2d', '\x7f', '\x85', '\x9f',
           '\ud7ff', '\ufffd', '\uffff', '\U0010ffff', '\U0001d400', '\u061c', '\u180e']
for s in samples:
    print(hex(ord(s[-1])), repr(s), ascii(s), s.isprintable())
print(repr(''.join(samples)))
print([chr(c) for c in range(0x370, 0x380)])
