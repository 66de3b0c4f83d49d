# split()/rsplit()/strip() without a separator use Unicode whitespace.
s = 'a\x1cb\x1dc\x1ed\x1fe\x85f\xa0g\u3000h\u2028i\u200bj'
print(s.split())
print(s.rsplit(None, 3))
print(s.split(maxsplit=2))
print(' \u3000 x  y \u2003'.split(), ' \u3000 x  y \u2003'.rsplit(maxsplit=1))
print(repr('\u3000\x1c pad \x85\xa0'.strip()), repr('\u3000x\u3000'.lstrip()), repr('\u3000x\u3000'.rstrip()))
print(repr('\u200bx\u200b'.strip()))
print('a,b,,c'.split(','), 'a,b,,c'.rsplit(',', 1), 'a,b,,c'.split(',', 0), ''.split(','), ''.split())
print('xaxbx'.split('x'), 'xaxbx'.rsplit('x', 2), 'aaa'.split('aa'), 'aaa'.rsplit('aa'))
try:
    'a'.split('')
except ValueError as e:
    print(e)
try:
    'a'.rsplit(1)
except TypeError as e:
    print(e)
