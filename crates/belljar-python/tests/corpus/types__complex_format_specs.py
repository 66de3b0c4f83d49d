# format() and f-strings of complex numbers with CPython's rules per presentation type.
zs = [1 + 2j, -1.5 - 0.25j, 3j, -0j, 1e20 + 1e-20j, complex(float('inf'), float('nan'))]
specs = ['', '.3', '.2f', '+.1e', '>24', '<20.4g', '^22', ' g', 'E', '.0f', '#.0f', 'n']
for z in zs:
    print(' | '.join(format(z, s) for s in specs))
print(f'{1+1j:*^16.2f}', f'{-2j!s:>8}', f'{(1+2j)*1j}', '{0.real} {0.imag}'.format(3 - 4j))
print('%s %r' % (1 + 1j, -1j), str(complex(1, -0.0)), repr(complex(-0.0, -0.0)))
for bad in ['010', '=10', 'd', 'x', '%']:
    try:
        format(1j, bad)
    except ValueError as e:
        print(bad, e)
