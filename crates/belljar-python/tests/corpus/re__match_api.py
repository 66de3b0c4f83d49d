# The Match and Pattern objects' whole API: indexing by number and name, defaults, spans of
# groups that did not take part, expand, attributes, reprs, copies, argument errors.
import re
import copy

p = re.compile(r'(?P<key>\w+)\s*(?P<op>[=:])\s*(?P<val>\S+)?(x)?')
m = p.search('  width = 42 ')
print(m, repr(m), str(m))
print(m.group(), m.group(0), m.group('key'), m.group(1, 'op', 3), m.group(4))
print(m['key'], m[2], m[0], m[4])
print(m.groups(), m.groups(None), m.groups(''), m.groups(default='-'))
print(m.groupdict(), m.groupdict('?'), m.groupdict(default=0))
print(m.span(), m.span(0), m.span(4), m.span('val'), m.start('op'), m.end('op'), m.start(4), m.end(4))
print(m.pos, m.endpos, m.lastindex, m.lastgroup, m.re is p, m.string)
print(m.regs, m.expand(r'\g<val> <- \g<key>'), m.expand(r'[\4]'))
print(copy.copy(m) is m, copy.deepcopy(m) is m, copy.copy(p) is p)
print(m.group(True), m.span(False), m[True])
print(p.pattern, p.flags, p.groups, p.groupindex, sorted(p.groupindex.items()))
print(type(m).__name__, type(p).__name__, type(m) is re.Match, type(p) is re.Pattern)
print(isinstance(m, re.Match), isinstance(p, re.Pattern), bool(m))
print(re.Match, re.Pattern)
m = re.match(r'(a)(b)?', 'a')
print(m.lastindex, m.lastgroup, m.span(2), m.groups(), m.regs)
m = re.match(r'(?:(?P<x>a)|(?P<y>b))+', 'ab')
print(m.lastgroup, m.lastindex, m.groupdict())
m = re.match(r'(?P<outer>(?P<inner>a))', 'a')
print(m.lastgroup, m.lastindex)
for bad in [lambda: m.group(5), lambda: m.group('nope'), lambda: m['nope'], lambda: m.span(-1),
            lambda: m.start(1.0), lambda: m.group(1, 9), lambda: m.groups(1, 2),
            lambda: m.span(1, 2), lambda: m.expand(), lambda: m.expand(5),
            lambda: p.search(), lambda: p.search('a', 1, 2, 3), lambda: p.search('a', pos='x'),
            lambda: p.sub('a'), lambda: p.split(), lambda: p.findall('a', endpos=None),
            lambda: re.search('a'), lambda: re.sub('a', 'b'), lambda: p.match(s='a'),
            lambda: re.compile('a', flags='x')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
long = re.search(r'x+', 'x' * 100)
print(long)
print(re.search(r'\n+', '\n\n'), re.search(rb'\xff', b'\xff'), re.search('é+', 'éé'))
print(re.compile(r'\d+') == re.compile(r'\d+'), {re.compile('a'): 1}[re.compile('a')])
print(re.compile('a', re.I) != re.compile('a'), re.compile(b'a') == re.compile('a'))
ms = list(re.finditer(r'\d', 'a1b2'))
print(ms, [x.re.pattern for x in ms], [x.pos for x in ms])
