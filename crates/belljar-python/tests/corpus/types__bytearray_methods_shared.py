# The bytes methods bytearray shares, with bytearray arguments too.
ba = bytearray(b'  Mixed Case, with spaces  ')
print(ba.strip(), ba.lower(), ba.upper(), ba.split(b','), ba.split(), ba.count(b's'))
print(ba.find(bytearray(b'Case')), ba.find(b'zzz'), ba.startswith(bytearray(b'  M')), ba.endswith((b'x', b'  ')))
print(ba.replace(b' ', b''), ba.replace(bytearray(b'e'), b'E', 1), bytearray(b',').join([ba[:3], b'z']))
print(bytearray(b'a\xffb').hex(), bytearray(b'caf\xc3\xa9').decode('utf-8'), bytearray(b'x').decode('ascii'))
print(bytearray(b'abc').translate(None, b'b'), bytearray(b'aaa').translate(bytearray.maketrans(b'a', b'b')))
print(b'abc'.startswith(bytearray(b'ab')), b'a,b'.split(bytearray(b',')), b'xyz'.find(bytearray(b'z')))
print(bytearray(b'abc') == bytearray(b'abc'), bytearray(b'abc') is bytearray(b'abc'), bytearray() == b'')
r = ba.upper()
r[0] = 33
print(type(r).__name__, r[:3], ba[:3])
