# find/rfind/index/rindex/count with bounds, big bounds and Unicode text.
s = 'héllo wörld, héllo'
print(s.find('llo'), s.rfind('llo'), s.find('llo', 5), s.rfind('llo', 0, 10), s.count('é'))
print(s.find('h', -5), s.find('h', -100, 100), s.find('', 100), s.find('', len(s)), s.rfind(''))
print(s.count(''), s.count('', 3, 5), s.count('l', -4), s.find('x', 10**30), s.find('o', -10**30))
print(s.find('ö', None, None), s.index('w', 2), s.rindex('é'), 'aaaa'.count('aa'))
print('abc'.find('', 3), 'abc'.find('', 4), 'abc'.rfind('', 4), 'abc'.count('', 4))
for call in [lambda: s.index('zz'), lambda: s.rindex('h', 1, 5), lambda: s.find(1),
             lambda: s.find('a', 'b'), lambda: s.count('l', 1.5)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
