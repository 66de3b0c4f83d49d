# float() underscore placement and error messages.
for s in ['1_0.5', '1.5_5', '1e1_0', '1_0e1_0', '1._5', '1_.5', '1e_1', '1_e1', '.5', '5.',
          '1e+5', '1E-5', '  1.5  ', '0001.5', '-.5e-3', '1' * 30, '1e400', '-1e400', '1e-400',
          'infinity', 'nan(1)', 'infinit', '+-1', '1 5', '\x00']:
    try:
        print(repr(s), repr(float(s)))
    except ValueError as e:
        print(repr(s), 'ValueError:', e)
