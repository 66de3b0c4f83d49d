# \w \d \s and case folding on non-ASCII text, ASCII mode, and bytes patterns.
import re

text = 'naïve café 日本語 x_1 Ωmega ٣٤ ２３ straße\u00a0end\u2003tab\tnl\n'
print(re.findall(r'\w+', text))
print(re.findall(r'\d+', text), re.findall(r'\d+', text, re.A))
print(re.findall(r'\s', text), re.findall(r'\s', text, re.ASCII))
print(re.findall(r'\W+', 'a-b—c…d'), re.findall(r'\S+', 'a\u3000b'))
print(re.findall(r'[\w]+', 'héllo wörld'), re.findall(r'[^\W\d]+', 'ab12cd'))
print(re.findall(r'\b\w', 'élan vital'), re.findall(r'\b\w', 'élan vital', re.A))
print(re.sub(r'[àáâäã]', 'a', 'àbáâcäã'), re.findall('[α-ω]+', 'αβγ abc δεζ'))
print(re.findall(r'[\u4e00-\u9fff]+', '中文 and 日本'), re.findall('.', '😀a😀'))
print(re.findall(r'[😀-😂]', '😀😁😂😃'), re.search(r'\U0001F600', 'x😀').span())
print(re.match(r'(?i)ÉCOLE', 'école'), re.match('(?i)[É]', 'é'), re.match('(?i)[à-ÿ]+', 'ÀÉÏ'))
print(len(re.findall(r'\w', ''.join(chr(c) for c in range(0x100, 0x600)))))
print(len(re.findall(r'\d', ''.join(chr(c) for c in range(0x600, 0x1000)))))
print(len(re.findall(r'\s', ''.join(chr(c) for c in range(0, 0x3100)))))
print(len(re.findall(r'(?i)[a-z]', ''.join(chr(c) for c in range(0, 0x3000)))))
s = 'Ünïcödé 123 ÀÉ'
print([m.span() for m in re.finditer(r'\w+', s)], re.split(r'\s', s), re.sub(r'\w', '.', s))
print(re.match(r'(\w+) (\d+)', 'Ünïcödé 123').groups(), re.search('é', s).span())
print(s[re.search(r'\d+', s).start():], repr(re.search('(é)(?=\s)', s)))

print(re.findall(rb'\d+', b'a1b22c333'), re.findall(rb'\w+', b'caf\xe9 ok'))
print(re.sub(rb'(\w+)', rb'<\1>', b'ab cd'), re.split(rb',', b'a,b'), re.escape(b'a.b'))
print(re.match(rb'(?i)abc', b'ABC'), re.match(rb'\xe9', b'\xe9'), re.search(rb'\s+', b'a \t\x1cb'))
print(re.search(rb'(?P<n>\d+)', b'x42').groupdict(), re.fullmatch(rb'[^\x00-\x7f]+', b'\x80\xff'))
m = re.search(rb'(a)(b)?', b'xa')
print(m, m.groups(), m.group(1), m.span(), m.string, m.re)
print(re.sub(b'a', lambda m: m.group().upper(), b'banana'), re.subn(b'a', b'', b'aaa'))
print(re.compile(rb'x\d'), re.compile(rb'\w', re.I | re.L).flags, re.compile(rb'\w', re.L))
print(re.findall(b'a', bytearray(b'banana')), re.search(b'n', bytearray(b'banana')).string)
for args in [(b'a', 'x', b'a'), ('a', b'x', 'a'), ('a', 'x', b'a'), (b'a', 'a', 'a')]:
    try:
        print(re.sub(*args))
    except TypeError as e:
        print('TypeError', e)
try:
    re.sub(b'(a)', r'\1', b'a')
except TypeError as e:
    print('TypeError', e)
print(re.sub(b'z', 'x', b'a'))
