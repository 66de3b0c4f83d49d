# Float precisions at the edges: huge, zero, alternate forms.
s = f'{1:.{10**6}f}'
print(len(s), s[:5], s.count('0'))
s = format(2.5, '.70000f')
print(len(s), s[:4])
print(len(format(1/3, '.70000g')), format(1/3, '.70000g')[-5:])
print(len(format(5e-324, '.100000e')), format(5e-324, '.100000e')[-6:])
print(len('%.70000f' % 0.1), ('%.70000f' % 0.1)[:30])
for spec in ['.0f', '#.0f', '.0e', '#.0e', '.0g', '#.0g', '.0%', '#.0%', '.0', '#.0', '.1', '#.3', '.17g', '.17', '.16']:
    print(repr(spec), format(2.5, spec), format(0.1, spec), format(123456.0, spec))
for spec in ['.2147483648f', '.4294967296e', '.99999999999999999999f', '.2147483648']:
    try:
        print(format(1.0, spec))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
