# Full case mappings: one character can become several.
for s in ['ß', 'ẞ', 'ﬃ', 'ΐ', 'ŉ', 'İ', 'ǰ', 'ᾳ', 'Ω', 'µ', 'ſ', 'ﬅ', 'K', 'Å', 'ς']:
    print(repr(s), repr(s.upper()), repr(s.lower()), repr(s.casefold()), len(s.upper()))
print('Straße'.casefold() == 'STRASSE'.casefold(), 'Straße'.lower() == 'strasse')
print(sorted(['b', 'ß', 'Ss', 'a'], key=str.casefold))
print('ǅ'.upper(), 'ǅ'.lower(), 'ǅ'.swapcase(), 'ǅ'.casefold())
