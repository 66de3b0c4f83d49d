# re.error messages and positions for malformed patterns, and the other exceptions.
import re

bad = [
    '(', 'a)', '[a', r'\q', '(?P<x>a)(?P=y)', '(?<=a+)b', 'a**', '*a', '(?P<1>a)',
    'a{3,2}', '(?P<x>a)(?P<x>b)', r'\1(a)', r'(a)\2', '(?', '(?Z)', '(?P', '(?Px)',
    '(?<a)', '(?#abc', r'[b-a]', r'[\d-z]', '(?i', '(?iz)', '(?-)', '(?i-i:a)',
    '(?a-a:b)', 'x(?i)y', '(?P<a b>c)', '(?P=)', '(?P<>a)', r'\x4', r'\u12', r'\U0011ffff',
    r'[\x4]', r'\400', r'[\400]', r'(a)(?(2)b)', r'(?(a)b)', r'(?(-1)b)', r'(?(0)b)',
    r'(?(1)a|b|c)', '(?<!a|bc)', 'a\\', '(a\n(b', '[', '?', '+', 'a{1', 'x{2}{3}',
    '(?L:a)', r'\8', r'[\8]', '(?u:a)(?a:b)', r'(?au)a', '(?x',
    r'(?(1', '(a)(?(1', 'a|*', '^*', '$+', r'\b*', r'(?a\N', r'(?-\q', r'(?i-\x:a)',
]
for p in bad:
    try:
        re.compile(p)
        print(repr(p), 'compiled')
    except re.error as e:
        print(repr(p), '->', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == p)
    except Exception as e:
        print(repr(p), '->', type(e).__name__, e)

for p, flags in [('a', re.L), ('a', re.A | re.U), (b'a', re.U)]:
    try:
        re.compile(p, flags)
    except ValueError as e:
        print('ValueError', e)
try:
    re.compile(b'(?u)a')
except re.error as e:
    print(e)
try:
    re.compile('a{99999999999}')
except OverflowError as e:
    print('OverflowError', e)
for args in [(r'\d', b'1'), (rb'\d', '1')]:
    try:
        re.search(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    re.search('a', 5)
except TypeError as e:
    print('TypeError', e)
try:
    re.compile(5)
except TypeError as e:
    print('TypeError', e)
try:
    re.compile(re.compile('a'), re.I)
except ValueError as e:
    print('ValueError', e)
print(re.compile(re.compile('a')) .pattern)
m = re.match('(a)', 'a')
for g in [2, -1, 'x', 1.5, None]:
    try:
        m.group(g)
    except IndexError as e:
        print('IndexError', e)
try:
    m.start(3)
except IndexError as e:
    print('IndexError', e)
for repl in [r'\2', r'\g<2>', r'\g<x>', r'\g<1', r'\g', r'\q', r'\g<-1>', r'\g<a b>']:
    try:
        print(re.sub('(a)', repl, 'xa'))
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)
print(isinstance(re.error('x'), Exception), re.error.__name__, re.error.__module__)
try:
    re.compile('a\n(b')
except re.error as e:
    print(str(e), e.lineno, e.colno)
