# swapcase() over mixed scripts.
for s in ['Hello World', 'ß', 'ẞ', 'İstanbul', 'ǅǆǄ', 'ﬁ', 'ΑβΓ', 'ǅemal', 'µ', 'ᾈ', '123', 'ⓐⒷ']:
    print(repr(s), repr(s.swapcase()), repr(s.swapcase().swapcase()))
