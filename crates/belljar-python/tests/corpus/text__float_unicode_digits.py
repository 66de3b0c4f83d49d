# float() accepts Unicode decimal digits and whitespace.
for s in [' ٣.5 ', '١٢٣', '１.５e３', '\u3000 1.5\u2003', '\x85-2.5\xa0', '٣e-٢',
          'iNfInItY', '-Inf', '+nan', ' -NaN ', '1_000.000_1', '٣_٣']:
    print(repr(s), float(s))
for s in ['٣.٣.٣', '²', '½', '١,٥', 'in f', '', '.', 'e1', '1e', '0x10', '1__0', '_1', '1_']:
    try:
        print(float(s))
    except ValueError as e:
        print('ValueError:', e)
