# partition/rpartition, Unicode separators, errors.
s = 'ključ=vrednost=više'
print(s.partition('='), s.rpartition('='), s.partition('≠'), s.rpartition('≠'))
print('aXbXc'.partition('X'), 'ǅǅǅ'.rpartition('ǅ'), ''.partition('x'), 'abc'.partition('abc'))
for call in [lambda: 'a'.partition(''), lambda: 'a'.rpartition(''), lambda: 'a'.partition(None), lambda: 'a'.partition(1)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
