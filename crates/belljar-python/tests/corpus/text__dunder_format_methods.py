# __format__ called directly on builtin values and through super().
print(repr('a'.__format__('>3')), repr((255).__format__('#x')), repr((2.5).__format__('.3f')),
      repr(True.__format__('')), repr(True.__format__('>3')), repr((2**80).__format__(',')))
print(int.__format__(7, '03'), str.__format__('x', '^5') + '|', float.__format__(0.5, '%'))
class Money:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        if spec.endswith('$'):
            return '$' + format(self.v, spec[:-1])
        return super().__format__(spec)
m = Money(1234.5)
print(f'{m:,.2f$}', f'{m:>12,.1f$}', format(m, '.0f$'), '{:$}'.format(m), f'{m}'[:7])
for call in [lambda: format(m, 'x'), lambda: 'a'.__format__(1), lambda: (1).__format__(None),
             lambda: (1.5).__format__(), lambda: object().__format__('x'), lambda: object().__format__(2)]:
    try:
        print(call())
    except TypeError as e:
        print(e)
