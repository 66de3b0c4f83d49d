# Look-ahead, look-behind, backreferences (numbered and named), conditionals, atomic groups.
import re

cases = [
    (r'foo(?=bar)', 'foobaz foobar'), (r'foo(?!bar)', 'foobar foobaz'),
    (r'(?<=\$)\d+', 'cost: $42 or 17'), (r'(?<!\$)\b\d+', 'cost: $42 or 17'),
    (r'(?<=ab|cd)x', 'abx cdx efx'), (r'(?<=a(b))c', 'abc'), (r'(?<![a-z])\d', 'a1 2'),
    (r'\b(\w+)\s+\1\b', 'this is is a test test'), (r'(?P<q>[\'"]).*?(?P=q)', 'say "hi" or \'yo\''),
    (r'(a)(?(1)b|c)', 'ab'), (r'(a)?(?(1)b|c)', 'c'), (r'(?P<o><)?\w+(?(o)>)', '<tag> word'),
    (r'(a)?(?(1)b)', 'b'), (r'(?:(a)|b)(?(1)c|d)', 'bd ac'),
    (r'(\d+)-\1', '12-12 12-13'), (r'(?i)(ab)\1', 'abAB'), (r'(a*)\1', 'aaaa'),
    (r'(?=(\w+))\w', 'abc'), (r'(?!)', 'abc'), (r'(?=)', 'abc'),
    (r'(?>\d+)\d', '123'), (r'(?>a|ab)c', 'abc'), (r'\d++x', '12x'), (r'(?:\d+)+x', '12x'),
    (r'x(?=(a)(b))', 'xab'), (r'(?<=(a))b', 'ab'), (r'(?<!(a))b', 'cb'),
    (r'(\w)(?=\1)', 'aabbcd'), (r'(?<=\b)\w', 'hi'), (r'(?<=^)a', 'aa'),
    (r'(.)(?<=(.))', 'xy'), (r'(?<=\d{3})x', '12x123x'),
]
for p, s in cases:
    print(repr(p), [(m.span(), m.groups()) for m in re.finditer(p, s)])

for bad in [r'(?<=a*)b', r'(?<=a{1,2})b', r'(?<=(a)|bc)d', r'(?<=\1)(a)', r'(a)(?<=\1)',
            r'(?<=(?P<x>a)(?P=x))b', r'(?<=a)(?<!bc)d']:
    try:
        print(repr(bad), re.compile(bad).search('aabd'))
    except re.error as e:
        print(repr(bad), 'error:', e)

def dedupe(text):
    return re.sub(r'\b(\w+)(\s+\1\b)+', r'\1', text)
print(dedupe('the the the cat sat sat on the mat'))
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567890'))
print(re.findall(r'(?<=<)[^>]+(?=>)', '<a><bb><ccc>'))
print(re.match(r'^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$', 'Passw0rdX') is not None)
print(re.match(r'^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$', 'password') is not None)
print(re.fullmatch(r'(\w+)@(\w+)\.(?:com|org)', 'me@site.org').groups())
print(re.search(r'(a)|(b)', 'b').lastindex, re.search(r'(a)(b)?', 'a').lastindex)
print(re.search(r'((a)(b))', 'ab').lastindex, re.search(r'(a(b))', 'ab').lastindex)
print(re.match(r'(?:(a)|(b))*', 'ab').groups(), re.match(r'(a|b)*', 'ab').group(1))
print(re.match(r'(a)*', 'aaa').span(1), re.match(r'(a)*?b', 'aab').span(1))
print(re.match(r'((a)|b)+', 'ab').groups(), re.match(r'(?:(x)|y)+', 'xy').groups())
