# A bytearray iterates live by index, as CPython's iterator does.
b = bytearray(b'abc')
out = []
for x in b:
    out.append(x)
    if len(b) < 6:
        b.append(x + 1)
print(out, b)
b = bytearray(b'abcdef')
for x in b:
    if x == ord('b'):
        del b[0:2]
    print(chr(x), end=' ')
print(b)
it = iter(bytearray(b'xy'))
print(next(it), next(it), next(it, 'end'))
b = bytearray(b'12')
it = iter(b)
next(it)
b.extend(b'34')
print(list(it))
print(list(reversed(bytearray(b'abc'))), sum(bytearray(b'\x01\x02\x03')), bytearray(b'a') * 0)
