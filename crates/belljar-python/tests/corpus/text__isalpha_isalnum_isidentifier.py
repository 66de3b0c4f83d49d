# Letter predicates and identifiers, by Unicode properties.
for s in ['x²', 'ª', '_', 'Ⅷ', '℘', '℮', 'é', 'e\u0301', 'ǅ', '中文', 'a1', '1a', '_1',
          'ʰ', '〇', '٣', 'a-b', 'a b', '', 'ᾈ', '\u0301', 'x·y', 'ℕ', 'ⓐ', 'class']:
    print(repr(s), s.isalpha(), s.isalnum(), s.isidentifier())
