# center/ljust/rjust/zfill, CPython's centering rule and fill characters.
for w in range(0, 8):
    print(repr('ab'.center(w, '*')), repr('abc'.center(w, '*')), repr('ab'.ljust(w, 'é')), repr('ab'.rjust(w, '中')))
print(repr('x'.center(-5)), repr('x'.ljust(-1)), repr('ǅ'.center(4, 'ǆ')))
for s in ['42', '-42', '+42', '', '-', '+', 'abc', '--1', ' 1', '٣']:
    print(repr(s.zfill(5)), repr(s.zfill(0)))
for call in [lambda: 'a'.center(5, 'ab'), lambda: 'a'.ljust(5, ''), lambda: 'a'.rjust(5, 1),
             lambda: 'a'.center('5'), lambda: 'a'.zfill(2.0), lambda: 'a'.ljust(None)]:
    try:
        print(call())
    except TypeError as e:
        print(e)
for call in [lambda: 'a'.center(10**30), lambda: 'a'.zfill(-10**30), lambda: 'a'.expandtabs(10**30)]:
    try:
        print(call())
    except OverflowError as e:
        print(e)
print('a'.split('a', maxsplit=True), 'a'.rjust(True), 'a\tb'.expandtabs(False))
