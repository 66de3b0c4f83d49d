# unicodedata.name and lookup: stored names, the computed ones (Hangul syllables, CJK
# ideographs, Khitan, Nushu), aliases, named sequences, letter case, and the errors.
import unicodedata as ud

for cp in [0x20, 0x41, 0xE9, 0x1C5, 0x2022, 0x20AC, 0x3042, 0x3400, 0x4E00, 0x9FFF, 0xA000,
           0xAC00, 0xAC01, 0xB7A5, 0xD7A3, 0xF900, 0xFA6D, 0xFA6E, 0x18B00, 0x1B170, 0x17000,
           0x1F600, 0x1F9D1, 0x2A6DF, 0x2A6E0, 0x3134A, 0xE0100, 0xFEFF, 0x7F, 0x10FFFF]:
    print(hex(cp), ud.name(chr(cp), None))

# Every 211th named character round-trips through lookup, in either case.
count = 0
for cp in range(0, 0x32000, 211):
    if 0xD800 <= cp < 0xE000:
        continue
    n = ud.name(chr(cp), None)
    if n is not None:
        assert ud.lookup(n) == chr(cp), n
        if not n.startswith(('HANGUL SYLLABLE', 'CJK UNIFIED')):
            assert ud.lookup(n.lower()) == chr(cp), n
        count += 1
print('round trips', count)

names = [
    'BULLET', 'bullet', 'Latin Small Letter A With Acute', 'LATIN CAPITAL LETTER GHA',
    'BYTE ORDER MARK', 'BOM', 'LINE FEED', 'LF', 'NULL', 'ZWJ', 'NBSP', 'VS1', 'KEYCAP NUMBER SIGN',
    'LATIN SMALL LETTER R WITH TILDE', 'HANGUL SYLLABLE GAG', 'HANGUL SYLLABLE GAGG',
    'HANGUL SYLLABLE A', 'hangul syllable GA', 'HANGUL SYLLABLE ga', 'HANGUL SYLLABLE ',
    'HANGUL SYLLABLE GAX', 'CJK UNIFIED IDEOGRAPH-4E00', 'CJK UNIFIED IDEOGRAPH-4e00',
    'cjk unified ideograph-4E00', 'CJK UNIFIED IDEOGRAPH-04E00', 'CJK UNIFIED IDEOGRAPH-A000',
    'CJK UNIFIED IDEOGRAPH-20000', 'CJK COMPATIBILITY IDEOGRAPH-F900',
    'cjk compatibility ideograph-f900', 'CJK COMPATIBILITY IDEOGRAPH-FA6E',
    'CJK COMPATIBILITY IDEOGRAPH-0F900', 'KHITAN SMALL SCRIPT CHARACTER-18B00',
    'NUSHU CHARACTER-1B170', 'TANGUT IDEOGRAPH-17000', 'TANGUT COMPONENT-001',
    'SPACE ', ' SPACE', 'LATIN  SMALL LETTER A', 'LATIN SMALL LETTER', 'NO SUCH CHARACTER',
    'a\0b', '', 'x' * 256, 'x' * 257, 'é' * 128, 'é' * 129, b'BULLET', b'EURO SIGN',
    b'\xffBULLET',
]
for n in names:
    try:
        r = ud.lookup(n)
        print(repr(n)[:40], ascii(r))
    except KeyError as e:
        print(repr(n)[:40], 'KeyError', str(e)[:60])

for bad in [5, None, bytearray(b'BULLET'), ['BULLET']]:
    try:
        ud.lookup(bad)
    except TypeError as e:
        print('TypeError', e)
for call in [lambda: ud.lookup(), lambda: ud.lookup('a', 'b'), lambda: ud.lookup(name='BULLET')]:
    try:
        call()
    except TypeError as e:
        print('TypeError', e)

# \N{...} in string literals takes names and aliases.
print(ascii('\N{BULLET}\N{bullet}\N{EM DASH}\N{BOM}\N{LATIN SMALL LETTER A WITH ACUTE}'))
print(ascii('\N{HANGUL SYLLABLE GAG}\N{CJK UNIFIED IDEOGRAPH-4E00}'))
