# lower() of capital sigma depends on its position in the word.
for s in ['Σ', 'ΑΣ', 'ΣΑ', 'ΟΔΟΣ', 'ΟΔΟΣ ΣΤΟ', 'ΑΣ.', "ΑΣ'Α", 'Α\u0301Σ', 'ΑΣ\u0301', '1Σ', 'Σ1Σ']:
    print(repr(s), repr(s.lower()), repr(s.swapcase()), repr(s.title()), repr(s.capitalize()))
