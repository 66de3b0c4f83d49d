# format() on types without their own __format__, and user __format__.
class A:
    pass
class F:
    def __format__(self, spec):
        return 'F<' + spec + '>'
class Bad:
    def __format__(self, spec):
        return 5
print(format(None), format([1, 'a']), format((1,), ''), format(F(), 'xyz'), f'{F():>{3}}', '{:q}'.format(F()))
print(format(A())[:10], format(range(3)), format(b'ab'), format({1: 2}), f'{None}')
for v, spec in [(None, '>4'), ([1], 's'), (A(), 'x'), ((), '5'), (b'x', '5'), (range(1), '1')]:
    try:
        print(format(v, spec))
    except TypeError as e:
        print(e)
try:
    format(Bad(), '')
except TypeError as e:
    print(e)
try:
    format(1, 2)
except TypeError as e:
    print(e)
