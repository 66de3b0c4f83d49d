# title()/capitalize() use titlecase mappings (digraphs, ligatures, special casing).
for s in ['ǅ', 'ǆ', 'Ǆ', 'ǆemal', 'ǄEMAL', 'ﬁ', 'ﬁsh and ﬂour', 'ﬀ ﬃ ﬄ ﬅ', 'ŉ', 'ß', 'ßa',
          'ǉubljana', 'ΐ', 'ᾳ', 'ᾈ', 'hello wORLD', "they're bill's", 'x1y_z', '٣a', 'ǲ']:
    print(repr(s), repr(s.title()), repr(s.capitalize()), s.title().istitle())
