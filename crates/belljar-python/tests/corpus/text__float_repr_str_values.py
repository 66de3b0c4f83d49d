# repr()/str() of floats: shortest round-trip digits and the exponent switch.
vals = [0.1, 0.1 + 0.2, 1e16, 1e15, 9999999999999998.0, 1e22, 1e23, 5e-324, 2.2250738585072014e-308,
        1.7976931348623157e308, 1e-4, 1e-5, 0.00012345, 123456789012345678.0, -0.0, 1.0, -1.5,
        float('inf'), float('-inf'), float('nan'), 2.0**53, 2.0**-20, 1/3, 2/3, 100.0, 1e100]
for v in vals:
    print(repr(v), str(v), f'{v}', '%r' % v, '%s' % v, '{!r}'.format(v))
print([0.5, 1e-7], (1e17,), {2.5: 1e-10})
