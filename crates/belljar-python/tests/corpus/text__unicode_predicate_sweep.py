# Predicates and case mappings over a sample of the code space, summarised.
preds = ['isalpha', 'isdecimal', 'isdigit', 'isnumeric', 'isspace', 'isprintable', 'isupper',
         'islower', 'istitle', 'isidentifier', 'isalnum']
cps = list(range(0, 0x400)) + list(range(0x400, 0x30000, 229)) + list(range(0xe0000, 0x110000, 613))
chars = [chr(c) for c in cps if not 0xd800 <= c < 0xe000]
for p in preds:
    hits = [ord(c) for c in chars if getattr(c, p)()]
    print(p, len(hits), sum(hits) % 1000003)
for m in ['upper', 'lower', 'title', 'casefold', 'swapcase', 'capitalize']:
    changed = 0
    total = 0
    for c in chars:
        r = getattr(c, m)()
        if r != c:
            changed += 1
            total = (total * 31 + sum(map(ord, r))) % 1000003
    print(m, changed, total)
print(sum(len(repr(c)) for c in chars), sum(len(ascii(c)) for c in chars))
