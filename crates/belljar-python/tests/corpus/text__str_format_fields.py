# str.format fields: numbering, nesting, access, conversions and errors.
class P:
    x = 3
    items = ['a', 'b']
print('{} {} {}'.format(1, 2, 3), '{1}{0}{1}'.format('a', 'b'), '{x}{y!r}'.format(x=1, y='z'))
print('{0.x} {0.items[1]} {1[k]} {1[0]}'.format(P(), {'k': 'v', '0': 'zero'}))
print('{:{}{}}|'.format('ab', '>', 6), '{:{w}.{p}f}'.format(3.14159, w=10, p=2), '{0:{1}}'.format('x', 5))
print('{!s:>5}|{!r:<6}|{!a}'.format('é', 'é', 'é'), '{{}} {{{}}}'.format(7), '{٣}'.format(*range(5)))
print('{a[0]}-{a[1]}'.format_map({'a': [1, 2]}), '{:%}'.format(0.5), '{:,}'.format(10**9))
cases = [('{', ()), ('}', ()), ('{0}{}', (1, 2)), ('{}{0}', (1, 2)), ('{2}', (1,)), ('{x}', ()),
         ('{!x}', (1,)), ('{0!}', (1,)), ('{0!rr}', (1,)), ('{0:{1:{2}}}', (1, 2, 3)), ('{0.}', (1,)),
         ('{0[}', (1,)), ('{0[0]x}', ([1],)), ('{:d}', ('s',)), ('a{0', (1,)), ('{0:{}}', (1, 2)),
         ('{:s}', (1,)), ('{0.real.imag}', (5,)), ('{0.nope}', (5,)), ('{0[5]}', ([1],))]
for fmt, args in cases:
    try:
        print(repr(fmt.format(*args)))
    except (ValueError, IndexError, KeyError, AttributeError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
try:
    '{0}'.format_map({})
except ValueError as e:
    print(e)
