# '*' widths and precisions in %-formatting.
print('%*d|' % (5, 42), '%-*d|' % (5, 42), '%*d|' % (-5, 42), '%.*f' % (2, 3.14159))
print('%*.*f|' % (10, 3, 2.71828), '%-*.*e|' % (12, 2, 12345.678), '%*s|' % (4, 'ab'), '%.*s|' % (2, 'abcdef'))
print('%0*d' % (6, -42), '%+*d' % (6, 42), '%*x' % (6, 255), '%#*o' % (8, 8), '%*c|' % (3, 'x'), '%*%' % ())
print('%*.*s|' % (6, 2, 'abcdef'), '%.*d' % (5, 42), '%*.0f' % (4, 2.5), '%.*f' % (-3, 1.5))
print('%(a)*d' % {'a': 1} if False else 'skip')
for fmt, args in [('%*d', ('5', 1)), ('%.*f', (1.5, 2.0)), ('%*d', (5,)), ('%.*f', (2,)),
                  ('%*d', (2**70, 1)), ('%.*f', (2**40, 1.0)), ('%(a)*d', {'a': 1}), ('%*', (1,))]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
