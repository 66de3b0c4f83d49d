# Digit grouping with padding, signs and bases.
for spec in [',', '_', '010,', '010_', '+012,', ' ,', '=+15,', '_b', '_x', '#_X', '#_o', '020_b', ',d', '^15,']:
    print(repr(spec), format(1234567, spec), format(-1234567, spec), format(2**70, spec))
for spec in [',.2f', '_.3f', '015,.1f', ',e', ',g', ',.0%', '_%', ',', '012,.2f', ',.10g']:
    print(repr(spec), format(1234567.891, spec), format(-0.5, spec), format(1e20, spec))
print(format(123, '٥'), format(1.5, '٨.٢f'), format('x', '٣'))
