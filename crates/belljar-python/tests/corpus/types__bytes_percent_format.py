# bytes %-formatting with CPython's rules: %s/%b need bytes-like or __bytes__, %r/%a are
# ascii(), %c takes an int below 256 or one byte.
print(b'%d-%s' % (5, b'x'), b'%5.2f|%-6d|%x|%X|%o|%e' % (3.14159, 42, 255, 255, 8, 12345.678))
print(b'%s %b' % (b'abc', bytearray(b'def')), b'%r %a' % ('h\xe9', b'q'), b'%c%c%c' % (65, b'B', bytearray(b'C')))
print(b'%(name)s is %(age)d' % {b'name': b'Ann', b'age': 30})
print(b'100%% sure %s' % b'!', b'%5s|%-5s|%.2s' % (b'ab', b'cd', b'efgh'), b'%+d % d' % (3, 4))
print(b'%s' % b'\xff\x00', b'%a' % 'x\u20ac', b'%r' % 1.5, b'%s' % (b'tuple',))
class B:
    def __bytes__(self):
        return b'from __bytes__'
print(b'<%s>' % B(), b'%s' % memoryview(b'mv') if False else b'-', bytearray(b'%d') % 7)
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
attempt(lambda: b'%s' % 'str')
attempt(lambda: b'%s' % 5)
attempt(lambda: b'%c' % 256)
attempt(lambda: b'%c' % b'ab')
attempt(lambda: b'%c' % 'a')
attempt(lambda: b'%d %d' % (1,))
attempt(lambda: b'%d' % (1, 2))
attempt(lambda: b'%d' % 'x')
attempt(lambda: b'%z' % 1)
attempt(lambda: b'%(k)s' % (1,))
attempt(lambda: b'%' % ())
print(bytes.maketrans(b'abc', b'xyz'), b'aabbcc'.translate(bytes.maketrans(b'abc', b'xyz')))
print(b'hello world'.translate(None, b'lo'), b'abc'.translate(bytes.maketrans(b'a', b'A'), b'c'))
print(bytearray(b'abc').translate(bytes.maketrans(b'b', b'B')), bytearray.maketrans(b'x', b'y')[120:122])
attempt(lambda: bytes.maketrans(b'ab', b'c'))
attempt(lambda: b'x'.translate(b'short'))
attempt(lambda: bytes.maketrans('a', 'b'))
print(b'\x01\xab\xff'.hex(), b'\x01\xab\xff'.hex('-'), b'abcdef'.hex(':', -2), bytes.fromhex('0a 0B ff'))
