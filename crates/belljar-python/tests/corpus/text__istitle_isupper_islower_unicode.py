# Case predicates with titlecase letters and uncased characters.
for s in ['ǅ', 'ǅemal', 'Ǆ', 'ǆ', 'ᾈ', 'ᾀ', 'Hello World', 'Hello world', 'HELLO', 'hello',
          '123', 'A1', 'a1', 'ⓐ', 'Ⓐ', 'ª', 'ʰ', 'Σς', "Don'T", "Don't", 'A_B', 'ǅ ǅ', 'Ⅷ', 'ⅷ', '']:
    print(repr(s), s.istitle(), s.isupper(), s.islower())
