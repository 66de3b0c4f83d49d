# Exceptions raised by user hooks inside formatting propagate unchanged.
class Boom:
    def __format__(self, spec):
        raise RuntimeError('format ' + spec)
    def __str__(self):
        raise KeyError('str')
    def __repr__(self):
        raise ValueError('repr')
    def __index__(self):
        raise ZeroDivisionError('index')
    def __float__(self):
        raise OverflowError('float')
    def __getitem__(self, k):
        raise LookupError(k)
class NotStr:
    def __format__(self, spec):
        return 42
    def __str__(self):
        return 7
b = Boom()
calls = [lambda: f'{b:x}', lambda: '{:y}'.format(b), lambda: format(b, 'z'), lambda: '%s' % (b,),
         lambda: '%r' % (b,), lambda: '%a' % (b,), lambda: '%x' % (b,), lambda: '%c' % (b,),
         lambda: '%f' % (b,), lambda: '%(k)s' % b, lambda: '{0[q]}'.format(b), lambda: '{!r}'.format(b),
         lambda: f'{b!s}', lambda: f'{NotStr()}', lambda: '{}'.format(NotStr()), lambda: '%s' % NotStr(),
         lambda: str(NotStr()), lambda: '{x}'.format_map(b), lambda: '%d' % (b,)]
for i, c in enumerate(calls):
    try:
        print(i, c())
    except Exception as e:
        print(i, type(e).__name__, e)
