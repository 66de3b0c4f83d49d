# Basic matching: match/search/fullmatch, groups, spans, the Match repr.
import re

cases = [
    (r'(a+)(b)?', 'aaac'),
    (r'\d+', 'abc 123 def 45'),
    (r'colou?r', 'The color and the colour'),
    (r'[A-Z][a-z]+', 'hello World Again'),
    (r'^\s*$', '   '),
    (r'x*', 'aaa'),
    (r'.+', 'line1\nline2'),
    (r'(?s).+', 'line1\nline2'),
    (r'a|b|c', 'zzzc'),
    (r'(ab)+', 'abababx'),
    (r'(ab)+?', 'abababx'),
    (r'a{2,3}', 'aaaa'),
    (r'a{2,3}?', 'aaaa'),
    (r'a{,2}', 'aaaa'),
    (r'a{2,}', 'aaaaa'),
    (r'a{2}', 'aaaaa'),
    (r'x{', 'x{'),
    (r'x{1,a}', 'x{1,a}'),
    (r'[^abc]+', 'abcdefabc'),
    (r'[a-c-e]+', 'a-ee'),
    (r'[]a]+', ']a]b'),
    (r'[\]]', 'x]'),
    (r'\bfoo\b', 'a foo b'),
    (r'\Bfoo', 'afoo'),
    (r'\Aab', 'abab'),
    (r'ab\Z', 'abab'),
    (r'\x41\u0042\U00000043\101\0', 'ABCA\x00'),
    (r'[\x41-\x43]+', 'ABCD'),
    (r'\t\n', 'a\t\nb'),
    (r'(?:ab|cd)+', 'abcdabx'),
    (r'(?>a+)b', 'aaab'),
    (r'a++b', 'aaab'),
    (r'a++a', 'aaaa'),
    (r'a*+', 'aaa'),
    (r'(?:a|ab)c', 'abc'),
    (r'(?>a|ab)c', 'abc'),
]
for pat, s in cases:
    print(repr(pat), repr(s))
    print('  match:', re.match(pat, s))
    print('  search:', re.search(pat, s))
    print('  fullmatch:', re.fullmatch(pat, s))

m = re.search(r'(?P<first>\w+)\s+(?P<last>\w+)', 'hello Jane Doe!')
print(m.group(), m.group(0), m.group(1), m.group(1, 2), m.group('first', 2))
print(m.groups(), m.groupdict(), m.span(), m.span(1), m.span('last'))
print(m.start(), m.end(), m.start(2), m.end('first'), m.lastindex, m.lastgroup)
print(m[0], m[1], m['last'], m.pos, m.endpos, m.string, m.re)
print(m.regs)

p = re.compile(r'\d+')
print(p.search('ab12cd345', 3), p.search('ab12cd345', 3, 8), p.match('ab12', 2))
print(p.search('ab12', -5), p.search('ab12', 10), p.search('ab12', 0, -1), p.search('ab12', 3, 2))
print(p.fullmatch('ab12cd', 2, 4), p.match('12345', endpos=3))
m = p.search('xx123yy', pos=1, endpos=6)
print(m, m.pos, m.endpos)

m = re.match(r'(a)(b)?(c)?', 'ac')
print(m.groups(), m.groups('-'), m.span(2), m.start(2), m.end(2), m.lastindex)
m = re.match(r'((a)|(b))+', 'ab')
print(m.groups(), m.lastindex, m.span(2), m.span(3))
print(re.match(r'(?P<x>a)(?P<y>b)?', 'a').groupdict(), re.match(r'(?P<x>a)(?P<y>b)?', 'a').groupdict(0))
print(re.match(r'(a)(?P<n>b)', 'ab').lastgroup, re.match(r'(?P<n>b)(a)', 'ba').lastgroup)
print(re.match('a' * 60, 'a' * 70))
print(bool(re.match('', 'x')), re.match('', ''))
