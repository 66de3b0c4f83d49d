# Flags as arguments and inline, scoped flags, RegexFlag reprs, verbose mode.
import re

print(re.I, re.M, re.S, re.X, re.A, re.U, re.L, re.T, re.DEBUG, re.NOFLAG)
print(repr(re.I | re.M), repr(re.S | re.I), int(re.I | re.M), re.I | 0x1000, re.I & re.M)
print(re.IGNORECASE.value, re.I.name, (re.I | re.X).name, re.RegexFlag.MULTILINE)
print(isinstance(re.I, int), re.I == 2, re.I + 1, re.I | 1, type(re.I | re.M).__name__)
print(re.A | re.I, re.U | re.M | re.A, re.DEBUG | re.T | re.L, (re.A | re.I).name, re.I | 0x1000 | 0x2000)
print(re.compile('a').flags, re.compile(b'a').flags, re.compile('(?i)a').flags)
print(re.compile('(?ims)a').flags, re.compile('a', re.A).flags, re.compile('(?a)a').flags)
print(re.compile('(?x) a').flags, re.compile('(?i:a)b').flags)
for p, s in [
    ('(?i)hello', 'HeLLo'), ('hello', 'HELLO'), ('(?i:h)ello', 'Hello'), ('(?i:h)ello', 'HELLO'),
    ('h(?-i:e)llo', 'hEllo'), ('(?i)h(?-i:e)llo', 'HeLLO'), ('(?i)h(?-i:e)llo', 'HELLO'),
    ('(?m)^b', 'a\nb'), ('^b', 'a\nb'), ('(?m)a$', 'a\nb'), ('a$', 'a\nb'), ('a$', 'ba\n'),
    ('(?s)a.b', 'a\nb'), ('a.b', 'a\nb'), ('(?s:a.)b', 'a\nb'), ('(?x)a b c', 'abc'),
    ('(?x)a\\ b', 'a b'), ('(?x)a[ ]b', 'a b'), ('(?x)a#c\nb', 'ab'), ('(?x:a b)c d', 'abc d'),
    ('(?a)\\w+', 'héllo'), ('\\w+', 'héllo'), ('(?u)\\w+', 'héllo'), ('(?a:\\w)\\w', 'éé'),
    ('(?i)[a-z]+', 'ABCdef'), ('(?i)[^a-z]+', 'ABC123'), ('(?i)σ', 'Σ'), ('(?i)σ', 'ς'),
    ('(?i)ς', 'σ'), ('(?i)k', '\u212a'), ('(?i)\u212a', 'k'), ('(?i)s', 'ſ'), ('(?i)[s]', 'ſ'),
    ('(?i)i', 'İ'), ('(?i)ß', 'ẞ'), ('(?ia)k', '\u212a'), ('(?i)[k-l]', '\u212a'),
    ('(?i)\\xb5', '\u03bc'), ('(?i)[\\u0100-\\u017f]', '\u0131'), ('(?i)Ǆ', 'ǅ'),
    ('(?i)(a)\\1', 'aA'), ('(?i)[α-ω]+', 'ΑΒΓ'), ('(?i)\U00010400', '\U00010428'),
]:
    m = re.search(p, s)
    print(repr(p), repr(s), m and m.span())
print(re.search('hello', 'HELLO', re.I), re.search('^b', 'a\nb', re.M), re.findall('.', 'a\nb', re.S))
print(re.findall(r'(?m)^\w+', 'one\ntwo\nthree'), re.findall(r'\w+$', 'a\nb\n', re.M))
pat = re.compile(r'''
    (?P<year>\d{4})   # year
    -
    (?P<month>\d\d)   # month
''', re.VERBOSE)
print(pat.search('on 2024-05 ok').groupdict(), pat.groups, pat.groupindex)
print(re.compile(r'(?x)  a  |  b  ').findall('a b ab'))
print(re.compile('x', re.I | re.M), re.compile(b'x', re.L), re.compile('x', re.A | re.X))
print(re.compile('a' * 250))
print(re.compile(b'\\d', re.I), re.compile('x', 0x1000) if False else 'skip')
print(re.compile('a') == re.compile('a'), re.compile('a') == re.compile('a', re.I), re.compile('a') is re.compile('a'))
print(hash(re.compile('a')) == hash(re.compile('a')), re.compile('a') != 'a')
re.purge()
print(re.compile('a').pattern, re.compile(b'ab').pattern, re.compile('(a)(?P<n>b)').groups)
