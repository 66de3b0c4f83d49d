# f-strings of plain ints/strs/bools/floats with and without specs agree with format().
vals = [0, -1, 2**63, -2**63 - 1, True, False, 'x', 'é', '', 1.5, -0.0, 1e16, None, [1], (2,)]
for v in vals:
    print(f'{v}|{v!r}|{v!s}|{v!a}', format(v), str(v) == f'{v}', repr(v) == f'{v!r}')
for v in vals[:12]:
    print(f'{v:>6}|{v:<6}|{v:^6}|')
print(str(123), str(-0), str(10**20), repr(-5), f'{7:}', f'{"s":}')
