samples = ["abc", "ABC", "Abc", "123", "12.5", "a1", " ", "", "Hello World", "hello_world", "٣", "x²", "Ⅷ"]
for s in samples:
    flags = [name for name in ("isalpha", "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace", "isupper", "islower", "istitle", "isidentifier")
             if getattr(s, name)()]
    print(repr(s), flags)
