# unicodedata.normalize and is_normalized in the four forms: composition and its exclusions,
# canonical ordering, Hangul, compatibility mappings, and what agents normalise.
import unicodedata as ud

texts = [
    '', 'abc', 'Caf\u00e9', 'Cafe\u0301', 'e\u0301\u0327', 'e\u0327\u0301', '\u1e09', '\u0344',
    'a\u0328\u0301\u0323', 'a\u0301\u0328', '\u212b', '\u2126', 'A\u030a', '\u00c5\u0301',
    '\ufb01', '\u2460', '\u00bd', '\u2153', '\ufdfa', '\u1100\u1161', '\u1100\u1161\u11a8',
    '\uac00\u11a8', '\uac01', '\u1100\u1100\u1161\u1161', '\u0958', '\u0915\u093c', '\u2000',
    '\u00a0', '\u3000', '\uff21\uff42', '\u1e9b\u0323', '\u0f73', '\u0f71\u0f72', '\u0f77',
    'x\u0300\u0315\u0300', 'q\u0307\u0323', '\u0041\u030a\u0301', '\U0001d400\U0001d7ce',
    '\u00e9\u0301', 'na\u0308ive r\u00e9sum\u00e9', '\u2167 \u33a1 \u2100', 'Stra\u00dfe',
    '\u05d0\u05b7', '\ufb2e', '\u0627\u0653', '\u0622', '\U000110ab', '\U00011099\U000110ba',
    '\u0b47\u0b3e', '\u0b4b', '\u1026\u102e', '\u0300a', '\u0300\u0301', 'a' * 3 + '\u0301' * 3,
]
for t in texts:
    row = [ascii(t)]
    for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
        row.append(ascii(ud.normalize(form, t)) + ('' if ud.is_normalized(form, t) else '*'))
    print(' '.join(row))

# Agents' uses: accent stripping, fuzzy keys, slugs.
def strip_accents(s):
    return ''.join(c for c in ud.normalize('NFKD', s) if not ud.combining(c))

print(strip_accents('Cr\u00e8me Br\u00fbl\u00e9e \u00e0 la Fran\u00e7aise, \u0141\u00f3d\u017a'))
print(ud.normalize('NFKC', '\uff28\uff45\uff4c\uff4c\uff4f \u2460\u2461 \u00bd').casefold())
print([w for w in ['caf\u00e9', 'cafe\u0301', 'CAF\u00c9'] if ud.normalize('NFC', w).lower() == 'caf\u00e9'])

# The input comes back unchanged (the same object) when it is already normalised.
class S(str):
    pass

for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
    s = S('abc')
    r = ud.normalize(form, s)
    print(form, type(r).__name__, r is s, type(ud.normalize(form, S('\u00c5\u0301'))).__name__)

for call in [lambda: ud.normalize('NFX', 'a'), lambda: ud.normalize('nfc', 'a'),
             lambda: ud.normalize(1, 'a'), lambda: ud.normalize('NFC', 1),
             lambda: ud.normalize('NFC', None), lambda: ud.normalize('NFC'),
             lambda: ud.normalize('NFC', 'a', 'b'), lambda: ud.normalize(form='NFC', unistr='a'),
             lambda: ud.is_normalized('NFX', 'a'), lambda: ud.is_normalized('NFC', b'a'),
             lambda: ud.is_normalized('NFC'), lambda: ud.is_normalized(None, 'a')]:
    try:
        print(repr(call()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Long inputs: many combining marks on one base, and a long mixed text.
long = ('a' + '\u0301\u0327\u0308\u0323' * 50) * 20
print(len(ud.normalize('NFC', long)), len(ud.normalize('NFD', long)), ud.is_normalized('NFD', long))
text = ''.join(chr(c) for c in range(0xC0, 0x250)) * 10
print(len(ud.normalize('NFD', text)), len(ud.normalize('NFKC', text)),
      ud.normalize('NFC', ud.normalize('NFD', text)) == ud.normalize('NFC', text))
