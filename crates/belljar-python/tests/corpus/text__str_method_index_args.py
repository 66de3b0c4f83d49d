# str methods take integer arguments through __index__, as CPython does.
class I:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
class Bad:
    def __index__(self):
        return 'x'
s = 'abcabc'
print(repr('ab'.center(I(6), '*')), repr('ab'.ljust(I(4))), repr('7'.zfill(I(3))), 'a\tb'.expandtabs(I(2)))
print(s.find('c', I(3)), s.count('a', I(1), I(-1)), s.startswith('ca', I(2)), s.split('b', I(1)), s.replace('a', 'A', I(1)))
print('x\ny'.splitlines(I(1)), s.rsplit(maxsplit=I(0)), s.index('b', I(2), I(6)))
for call in [lambda: 'a'.center(Bad()), lambda: s.find('a', Bad()), lambda: 'a'.zfill(I(2**70)),
             lambda: 'a'.expandtabs(I(2**40)), lambda: s.find('a', I(2**70)), lambda: 'a'.center(object())]:
    try:
        print(call())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
