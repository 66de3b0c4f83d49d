# bytearray slice reads, assignments and deletions with every kind of step.
b = bytearray(range(10))
print(b[2:8:2], b[::-1], b[-3:], b[8:2:-3], b[5:2], b[100:-100:-1])
b[2:5] = b''
print(b)
b[:0] = b'\xaa\xbb'
print(b)
b[-1:] = [1, 2, 3]
print(b)
b[::3] = b'\x00' * len(b[::3])
print(b)
b[10:] = bytearray(b'zz')
print(b)
b[1:3] = range(3)
print(b)
del b[::2]
print(b)
del b[100:]
del b[-2:-1]
print(b)
b[5:2] = b'ins'
print(b)
c = bytearray(b'abc')
c[:] = c
print(c)
c[0:1] = c
print(c)
c[::-1] = c
print(c)
