# Groups nested deeper than CPython's recursive parser can go raise RecursionError (and the
# interpreter stays up); moderate nesting compiles and matches.
import re

for p in ['(' * 200000 + ')' * 200000, '(?:' * 100000 + ')' * 100000,
          '(a)' + '(?(1)' * 100000 + ')' * 100000, '(?=' * 50000 + ')' * 50000]:
    try:
        re.compile(p)
        print('compiled')
    except RecursionError as e:
        print('RecursionError', e)
c = re.compile('(' * 300 + 'a' + ')' * 300)
print(c.groups, c.match('a').span(300), len(c.match('a').groups()))
c = re.compile('(?:a|' * 200 + 'b' + ')' * 200)
print(c.match('b'), c.match('a'))
print(re.match('a' * 5000, 'a' * 5000).span(), re.match('(?:a{1000}){3}', 'a' * 3000).span())
print(re.fullmatch('a{65535}', 'a' * 65535) is not None, re.search('x{2,}', 'y' * 10000 + 'xx').span())
