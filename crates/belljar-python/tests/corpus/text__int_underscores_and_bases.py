# int() with underscores, prefixes and bases.
cases = [('1_000', 10), ('0x_ff', 16), ('0x_ff', 0), ('0_0', 0), ('00', 0), ('0', 0),
         (' -0b11 ', 0), ('0o17', 8), ('0O17', 0), ('z', 36), ('Z', 36), ('1_0', 2),
         ('  +7  ', 10), ('-0', 10), ('0b', 0), ('010', 0), ('1__0', 10), ('_1', 10),
         ('1_', 10), ('0x', 16), ('0b2', 0), ('12', 2), ('ff', 15), ('0xff', 10),
         ('\t\n12\x0b\x0c', 10), ('123456789012345678901234567890', 10), ('-0x' + 'f' * 30, 16)]
for s, b in cases:
    try:
        print(repr(s), b, int(s, b))
    except ValueError as e:
        print(repr(s), b, 'ValueError:', e)
for b in [1, 37, -1, 99]:
    try:
        int('1', b)
    except ValueError as e:
        print(b, e)
try:
    int(5, 10)
except TypeError as e:
    print(e)
