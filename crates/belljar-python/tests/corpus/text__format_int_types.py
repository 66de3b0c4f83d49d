# Every int presentation type, on small and big ints and bools.
vals = [0, 7, -7, 255, -255, 2**64, -2**64, True, False]
for spec in ['', 'd', 'b', 'o', 'x', 'X', '#b', '#o', '#x', '#X', 'n', '+d', ' d', '08d', '#010x',
             '<6', '^6', '=+8', '*>6', 'e', '.2f', '%', 'g', '08.3f', '#08b']:
    print(repr(spec), [format(v, spec) for v in vals])
print([format(c, 'c') for c in [65, 0x4e2d, 0x1f600, 10]], format(65, '^5c'), format(65, '05c'))
for v in [-1, 0x110000, 2**70]:
    try:
        print(format(v, 'c'))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
