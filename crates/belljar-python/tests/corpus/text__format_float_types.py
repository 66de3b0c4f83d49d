# Every float presentation type, with specials and negative zero.
vals = [0.0, -0.0, 1.5, -1.5, 1e16, 1e-5, 123.456, float('inf'), float('-inf'), float('nan'), 1e300, -0.0001]
for spec in ['', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%', '.3', 'z.1f', 'z.0f', '+', ' ', '010', '010.2f', '<10', '^10.1e', '#g', '#', 'z']:
    print(repr(spec), [format(v, spec) for v in vals])
