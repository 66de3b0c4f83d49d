# The format-spec mini-language's error messages.
cases = [(1, 's'), (1, '.2'), (1, 'z'), (1, '+c'), (1, '#c'), (1, ',b'), (1, ',x'), (1, '_n'),
         (1, ',_'), (1, '_,'), (1.5, 'd'), (1.5, 'x'), (1.5, ',n'), ('s', 'd'), ('s', '+'),
         ('s', ' '), ('s', '='), ('s', ',s'), ('s', '#'), ('s', 'z'), (True, 's'), (1, 'abc'),
         (1.5, '10.2fx'), ('s', '.'), (1, '.'), (1, '\x00'), (1, 'é'), (1, '99999999999999999999'),
         (1.0, '.99999999999999999999'), (2**100, 'q'), (1, '<<<'), (1, '0=<5')]
for v, spec in cases:
    try:
        print(repr(spec), repr(format(v, spec)))
    except ValueError as e:
        print(repr(spec), 'ValueError:', e)
