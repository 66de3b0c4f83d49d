# \N{...} escapes in str patterns: names and aliases, in classes and ranges, with flags, and
# CPython's errors for unknown names, named sequences and bytes patterns.
import re

print(re.findall(r'\N{BULLET}\s*(\w+)', '\u2022 one \u2022two'))
print(re.findall(r'[\N{LATIN SMALL LETTER A}-\N{LATIN SMALL LETTER E}]+', 'abcdefgh'))
print(re.sub(r'\N{EM DASH}|\N{EN DASH}', '-', 'a\u2014b\u2013c'))
print(re.findall(r'\N{latin small letter a with acute}', 'a\u00e1\u00c1', re.I))
print(bool(re.fullmatch(r'\N{BOM}\N{ZWJ}', '\ufeff\u200d')))
print(re.findall(r'[^\N{SPACE}\N{NO-BREAK SPACE}]+', 'a b\u00a0c'))
print(re.compile(r'x\N{HANGUL SYLLABLE GAG}\N{CJK UNIFIED IDEOGRAPH-4E00}').match('x\uac01\u4e00'))
for pattern in [r'\N{NO SUCH NAME}', r'\N{KEYCAP NUMBER SIGN}', r'\N', r'\Nx', r'\N{', r'\N{}',
                r'\N{BULLET', r'[\N{NOPE}]', r'a\N{cjk unified ideograph-4e00}']:
    try:
        re.compile(pattern)
        print(pattern, 'ok')
    except re.error as e:
        print(pattern, 'error:', e, e.pos)
try:
    re.compile(rb'\N{BULLET}')
except re.error as e:
    print('bytes', e)
