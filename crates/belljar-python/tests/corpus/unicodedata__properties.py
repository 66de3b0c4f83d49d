# unicodedata's per-character properties over a spread of code points from every plane, with
# the defaults and the errors of the functions that take them.
import unicodedata as ud

print(ud.unidata_version)

samples = [0, 9, 0x20, 0x41, 0x61, 0x7F, 0xA0, 0xAA, 0xB2, 0xBD, 0xC0, 0xE9, 0x1C5, 0x300, 0x345,
           0x37E, 0x378, 0x5D0, 0x627, 0x660, 0x6F5, 0x963, 0xE01, 0xF33, 0x1100, 0x1F00, 0x2028,
           0x2029, 0x2070, 0x2153, 0x2160, 0x2186, 0x2460, 0x3000, 0x3007, 0x3042, 0x4E00, 0x5146,
           0xAC00, 0xD7A3, 0xE000, 0xF900, 0xFB01, 0xFDFA, 0xFF21, 0xFFFD, 0xFFFF, 0x10107,
           0x1D7CE, 0x1F600, 0x1F10C, 0x20000, 0x2F800, 0xE0001, 0xF0000, 0x10FFFD, 0x10FFFF]
samples += list(range(0x80, 0x110000, 4099))
for cp in samples:
    c = chr(cp)
    print(hex(cp), ud.category(c), ud.bidirectional(c) or '-', ud.combining(c), ud.mirrored(c),
          ud.east_asian_width(c), repr(ud.decomposition(c)), ud.decimal(c, None), ud.digit(c, None),
          ud.numeric(c, None), ud.name(c, '?'))

# Digests over whole ranges: any difference in a table changes the sum.
for lo, hi in [(0, 0x2000), (0xF900, 0x10000), (0x1F000, 0x1FC00)]:
    total = 0
    for cp in range(lo, hi):
        if 0xD800 <= cp < 0xE000:
            continue
        c = chr(cp)
        total = (total * 31 + len(ud.category(c)) * ord(ud.category(c)[1]) + ud.combining(c)
                 + 7 * ud.mirrored(c) + ord(ud.east_asian_width(c)[0])
                 + len(ud.bidirectional(c)) * 3) % 1000000007
    print(hex(lo), hex(hi), total)

for f in (ud.decimal, ud.digit, ud.numeric, ud.name):
    for arg in ('x', '\U000E0000'):
        try:
            print(f.__name__, f(arg))
        except ValueError as e:
            print(f.__name__, 'ValueError', e)
    print(f.__name__, f('x', 'dflt'), f('x', None))

calls = [
    lambda: ud.category(1), lambda: ud.category('ab'), lambda: ud.category(''),
    lambda: ud.category(), lambda: ud.category('a', 'b'), lambda: ud.mirrored(b'a'),
    lambda: ud.combining(None), lambda: ud.decomposition(1.5), lambda: ud.east_asian_width([]),
    lambda: ud.bidirectional('xy'), lambda: ud.decimal('ab'), lambda: ud.digit(5),
    lambda: ud.numeric('ab', 1), lambda: ud.name(5), lambda: ud.name(), lambda: ud.name('a', 1, 2),
    lambda: ud.decimal('1', 2, 3),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print('TypeError', e)


class S(str):
    pass


print(ud.category(S('a')), ud.name(S('\u00e9')), ud.numeric(S('\u00bd')))
print(sorted(n for n in dir(ud) if not n.startswith('_') and n not in ('UCD', 'ucd_3_2_0')))
