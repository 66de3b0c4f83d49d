# pprint: layouts of nested containers at several widths, sort_dicts, compact, depth, indent,
# long strings and bytes split, collections types, dataclasses, recursion, saferepr.
import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
from types import SimpleNamespace

data = {
    'name': 'belljar', 'version': (1, 2, 3), 'tags': ['agent', 'sandbox', 'interpreter', 'python', 'rust'],
    'nested': {'z': list(range(30)), 'a': {'deep': {'deeper': ['x' * 10] * 6}}, 'm': None},
    'numbers': [1.5, -2, 10 ** 12, 3 + 4j, True], 'empty': [[], {}, (), set(), ''],
    'text': 'The quick brown fox jumps over the lazy dog. ' * 4, 'blob': bytes(range(40)),
    'set': {5, 3, 1, 4}, 'fs': frozenset({20, 10}), 1: 'int key', (1, 2): 'tuple key',
}
for width in (80, 40, 20):
    print(pprint.pformat(data, width=width))
print(pprint.pformat(data, sort_dicts=False, width=60))
print(pprint.pformat(data, compact=True, width=50))
print(pprint.pformat(data, depth=2))
print(pprint.pformat(data, indent=4, width=50))
print(pprint.pformat(list(range(100)), compact=True))
print(pprint.pformat([10 ** 20, 12345678], underscore_numbers=True))
print(pprint.pformat('a' * 200))
print(pprint.pformat(['line one\nline two ' * 5]))
print(pprint.pformat(bytearray(b'abcdefgh' * 12)))
print(pprint.pformat(OrderedDict((str(i), i * 'x') for i in range(8)), width=40))
dd = defaultdict(list, {k: list(range(k)) for k in range(6)})
print(pprint.pformat(dd, width=40))
print(pprint.pformat(Counter('abracadabra' * 5), width=30))
print(pprint.pformat(deque(range(30)), width=40), pprint.pformat(deque(range(30), maxlen=40), width=40))
print(pprint.pformat(SimpleNamespace(alpha=list(range(20)), beta='b' * 30), width=40))
@dataclass
class Point:
    x: int
    y: list = field(default_factory=list)
    hidden: int = field(default=0, repr=False)
print(pprint.pformat(Point(1, list(range(30))), width=40))
@dataclass
class Own:
    x: int
    def __repr__(self):
        return 'Own<' + 'z' * 100 + '>'
print(pprint.pformat(Own(1), width=20))
class MyList(list):
    pass
class ReprList(list):
    def __repr__(self):
        return 'RL' + list.__repr__(self)
print(pprint.pformat(MyList(range(30)), width=30))
print(pprint.pformat(ReprList(range(30)), width=30))
r = [1, 2]
r.append(r)
d = {'self': None}
d['self'] = d
print(pprint.pformat(r).split(' with id=')[0], pprint.saferepr(r) == pprint.pformat(r), pprint.isrecursive(r), pprint.isreadable(r), pprint.isreadable([1, 'a']))
print(pprint.pformat(d).split(' with id=')[0], pprint.saferepr({'b': 1, 'a': 2}), pprint.saferepr(object()).startswith('<object'))
pprint.pprint({'b': [1] * 30, 'a': 'x'})
pprint.pp({'b': [1] * 30, 'a': 'x'})
pprint.pprint(data['nested'], width=30, depth=3)
p = pprint.PrettyPrinter(width=30, indent=2)
print(p.pformat(data['tags']), p.isreadable(data['tags']), p.isrecursive(data['tags']))
for kw in [{'indent': -1}, {'depth': 0}, {'width': 0}]:
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print('ValueError', e)
