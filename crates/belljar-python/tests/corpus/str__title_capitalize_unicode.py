for s in ["hello world", "HELLO WORLD", "o'neil mcdonald", "x1y2 z3", "ǆemal", "ﬁsh and chips", "élan vital", "123abc def"]:
    print(repr(s), "|", s.title(), "|", s.capitalize(), "|", s.swapcase())
print("İstanbul".lower(), len("İ".lower()), "ß".upper(), "ﬀ".upper(), "Σίσυφος".upper(), "ΣΊΣΥΦΟΣ".lower())
