# repr picks its quote the way CPython does and escapes the rest.
for s in ["it's", 'say "hi"', 'both \' and "', "back\\slash", "tab\there",
          "nl\nand\rcr", "\x00\x01\x1f", "", "'", '"', "'\"'", "é'"]:
    r = repr(s)
    print(r, len(r), r[0], r[1:-1] == s)
print(repr(["a'b", 'c"d', ('e', "f'g")]))
print({"k'": 'v"'})
print(f"{'x' + chr(39)!r} {chr(34)!a}")
