# splitlines() breaks on every Unicode line boundary.
s = 'a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l\n\nm\r'
print(s.splitlines())
print(s.splitlines(True))
print(s.splitlines(keepends=True)[-3:])
print(''.splitlines(), '\n'.splitlines(), '\r\n\r'.splitlines(True), 'x'.splitlines())
print('a\x1fb\xa0c'.splitlines())
