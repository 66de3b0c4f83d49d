# %-formatting errors and what counts as a mapping.
class Idx:
    def __index__(self):
        return 10
class Num:
    def __int__(self):
        return 7
    def __float__(self):
        return 2.5
class M:
    def __getitem__(self, k):
        return k * 2
print('%x %o %c' % (Idx(), Idx(), Idx()), '%d %f' % (Num(), Num()), '%(ab)s' % M(), 'hi' % [1], 'hi' % {})
cases = [('%d', 'x'), ('%x', 1.5), ('%c', 'ab'), ('%c', 1.5), ('%f', 'x'), ('%q', 1), ('%', ()),
         ('%(a', {'a': 1}), ('%(a)s', (1,)), ('%s %s', (1,)), ('%s', (1, 2)), ('x', 5), ('%(a)s', {}),
         ('%d', float('nan')), ('%d', float('inf')), ('%c', -1), ('%s %(a)s', {'a': 1}), ('%.5', 1), ('%é', 1),
         ('%\x01', 1), ('%d', None), ('%x', Num()), ('%5', 1), ('abc %', ())]
for fmt, args in cases:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(repr(fmt), type(e).__name__, e)
