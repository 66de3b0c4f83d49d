# time.strftime is glibc's strftime in the C locale: every conversion letter with the
# flags, widths and E/O modifiers, on dates around ISO-week and century edges.
import time
tts = [(2020, 3, 5, 7, 8, 9, 3, 65, 0), (1999, 12, 31, 23, 59, 60, 4, 365, 1),
       (2021, 1, 1, 0, 0, 0, 4, 1, -1), (5, 7, 14, 12, 30, 0, 2, 195, 0),
       (2008, 12, 29, 0, 0, 0, 0, 364, 0), (-44, 3, 15, 12, 0, 0, 1, 74, 0)]
letters = 'aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%+Qq:'
for tt in tts:
    out = []
    for spec in ['', '-', '_', '0', '^', '#', '^#', '-#', '5', '_6', '-3', '010', '#3E', 'O', 'E']:
        out.append(spec + ':' + '|'.join(time.strftime('%' + spec + c, tt) for c in letters))
    print('\n'.join(out))
print(repr(time.strftime('%', tts[0])), repr(time.strftime('abc%5', tts[0])), repr(time.strftime('%-', tts[0])))
print(repr(time.strftime('%G-W%V-%u %U %W %j', (2005, 1, 2, 0, 0, 0, 6, 2, 0))))
print(repr(time.strftime('%Y|%C|%y|%G|%g|%4Y', (1, 1, 1, 7, 8, 9, 0, 1, 0))))
print(repr(time.strftime('%Y|%C|%y|%G|%g', (10000, 3, 5, 7, 8, 9, 3, 65, 0))))
print(repr(time.strftime('%Z|%z|%s', time.gmtime(1234567890))))
print(repr(time.strftime('é%Y€%m', tts[0])))
