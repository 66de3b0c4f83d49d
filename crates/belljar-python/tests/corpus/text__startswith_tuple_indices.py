# startswith/endswith with tuples and start/end.
s = 'prefix-body-suffix'
print(s.startswith('pre'), s.startswith(('x', 'body'), 7), s.endswith(('fix', 'y')),
      s.endswith('body', 0, 11), s.startswith('body', 7, 9), s.startswith('', 18), s.startswith('', 19))
print(s.endswith('', -1), s.startswith('suffix', -6), s.endswith('pre', None, 3), s.startswith(()))
print('ǅemal'.startswith('ǅ'), 'über'.endswith('er', 2), 'über'.startswith('b', 1))
print(s.startswith('pre', 10**20), s.endswith('fix', -10**20))
for call in [lambda: s.startswith(1), lambda: s.endswith(('a', 1)), lambda: s.startswith(['pre']),
             lambda: s.startswith('p', 'x')]:
    try:
        print(call())
    except TypeError as e:
        print(e)
