# bytearray: construction forms, mutation, shared bytes methods, repr and comparison.
print(bytearray(), bytearray(3), bytearray(b'abc'), bytearray([65, 66, 67]), bytearray('hé', 'utf-8'))
print(bytearray(bytearray(b'xy')), bytearray(range(5)), bytearray(b'a\x00\xff\n\'"'), bytearray(True))
b = bytearray(b'hello')
b.append(33)
b.extend(b' world')
b.extend([10, 11])
b.extend(bytearray(b'!'))
print(b, len(b))
print(b.pop(), b.pop(0), b)
b.insert(0, 72)
b.insert(-1, 63)
b.insert(100, 46)
b.insert(-100, 95)
print(b)
b.remove(ord('o'))
print(b)
b[0] = 97
b[-1] = 98
print(b, b[0], b[-1], b[1:4], b[::-2], b[100:])
b[1:3] = b'XYZ'
print(b)
b[0:0] = [1, 2]
print(b)
b[::2] = bytes(len(b[::2]))
print(b)
del b[0]
del b[-3:]
del b[::3]
print(b)
b += b'++'
b += bytearray(b'--')
print(b)
c = bytearray(b'ab')
alias = c
c *= 3
print(c, alias is c, c * 2, 2 * c, c + b'!', b'!' + c, type(b'!' + c).__name__)
c.clear()
print(c, bool(c), bool(bytearray(b'\x00')))
d = bytearray(b'Hello World')
print(d.upper(), d.lower(), d.split(), d.replace(b'o', b'0'), d.find(b'World'), d.count(b'l'))
print(d.startswith(b'He'), d.endswith(bytearray(b'ld')), d.strip(b'Hd'), d.decode(), d.hex(), d.hex(':', 2))
print(bytearray(b'-').join([b'a', bytearray(b'b'), b'c']), b'-'.join([bytearray(b'x'), b'y']))
print(bytearray.fromhex('de ad be ef'), d.copy(), d.copy() is d)
e = bytearray(b'abc')
e.reverse()
print(e, list(e), [x for x in bytearray(b'\x01\x02')], tuple(bytearray(2)))
print(bytes(bytearray(b'xyz')), bytes(e) == e, e == b'cba', b'cba' == e, e != b'abc')
print(bytearray(b'abc') < b'abd', b'abc' < bytearray(b'ab'), bytearray(b'b') >= bytearray(b'a'))
print(99 in e, b'ba' in e, bytearray(b'') in e, 200 in e)
print(type(e).__name__, isinstance(e, bytearray), str(e), repr(bytearray(b"it's")))
print(sorted([bytearray(b'b'), bytearray(b'a')]), max(bytearray(b'azb')))
