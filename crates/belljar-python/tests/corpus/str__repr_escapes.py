strings = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash",
           "\x00\x07\x1b", "café", "\u200b", "snow☃", "\U0001F600", "\r", "\x7f", "\xa0"]
for s in strings:
    print(repr(s), len(s))
print(ascii("café ☃"), ascii("plain"))
print(str(["a'b", 'c"d']))
print(repr(b"bytes\x00\xff'"))
