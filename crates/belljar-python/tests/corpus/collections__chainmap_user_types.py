# collections: ChainMap, UserDict, UserList, UserString (behaviour, reprs, errors).
from collections import ChainMap, UserDict, UserList, UserString

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

base = {'a': 1, 'b': 2}
over = {'a': 10, 'c': 30}
c = ChainMap(over, base)
print(repr(c), len(c), list(c), sorted(c.items()), c['a'], c['b'], c.get('z', 'dflt'), 'c' in c, bool(c), bool(ChainMap()))
print(c.maps, c.parents, c.new_child(), c.new_child({'x': 0}), c.new_child(y=1), dict(c), list(c.keys()), list(c.values()))
c['d'] = 4
print(over, c.pop('d'), c.pop('zz', None), c.copy(), ChainMap.fromkeys('ab', 0), c == {'a': 10, 'b': 2, 'c': 30})
print(c | {'q': 1}, {'q': 1} | c, c.setdefault('e', 5), over)
c |= {'f': 6}
print(c, c.popitem(), ChainMap().maps)
t(1, lambda: c['zz'])
t(2, lambda: c.__delitem__('b'))
t(3, lambda: c.pop('zz'))
t(4, lambda: ChainMap().popitem())
c.clear()
print(c, base)
u = UserDict({'x': 1}, y=2)
u['z'] = 3
print(u, len(u), u['x'], 'y' in u, list(u), u.get('q'), u.pop('z'), u.copy(), type(u.copy()).__name__, u | {'w': 0}, {'w': 0} | u, u == {'x': 1, 'y': 2})
class Missing(UserDict):
    def __missing__(self, key):
        return key * 2
m = Missing()
print(m['ab'], UserDict.fromkeys([1, 2], 'v'), sorted(u.items()), list(u.values()))
t(5, lambda: u['nope'])
l = UserList([3, 1, 2])
l.append(5)
l.extend([0])
l.sort()
print(l, len(l), l[1], l[1:3], type(l[1:3]).__name__, l + [9], [9] + l, l * 2, 2 * l, 3 in l, l.index(3), l.count(1), l.pop(), l)
l += UserList([7])
l.insert(0, -1)
l.remove(3)
l.reverse()
print(l, l == [7, 5, 2, 1, -1], l < [8], l.copy(), type(l.copy()).__name__, list(reversed(l)))
del l[0]
l[0] = 'x'
print(l)
s = UserString('Hello World')
print(s, repr(s), len(s), s.upper(), s.lower(), s[0], s[::-1], s + '!', '>' + s, s * 2, 'World' in s, s.split(), s.replace('l', 'L'), s.find('o'), s.count('l'))
print(s.startswith('He'), s.center(15, '*'), s.zfill(13), s.strip('Hd'), s == 'Hello World', s < 'Z', hash(s) == hash('Hello World'), int(UserString('42')), float(UserString('1.5')))
print(s.title(), s.swapcase(), s.isalpha(), UserString('abc').isalpha(), s.partition(' '), s.encode(), s.join(['a', 'b']), UserString('%s-%s') % ('x', 'y'), s.removeprefix('Hello '))
import collections.abc as cabc
print(isinstance(c, cabc.MutableMapping), isinstance(u, cabc.Mapping), isinstance(l, cabc.MutableSequence), isinstance(s, cabc.Sequence), isinstance(l, cabc.Sized))
