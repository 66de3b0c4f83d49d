# sub/subn with templates and callables, split with groups and maxsplit, findall/finditer,
# and empty matches as Python 3.7+ handles them.
import re

print(re.sub(r'(\w+)@(\w+)\.com', r'\2 at \1', 'joe@example.com, ann@site.com'))
print(re.sub(r'(?P<user>\w+)@(?P<host>\w+)', r'\g<host>:\g<user>:\g<0>:\g<1>', 'a@b c@d'))
print(re.sub(r'(a)(b)?', r'[\1|\2]', 'ab a'))
print(re.sub(r'a', r'\n\t\\', 'xax'), repr(re.sub('a', r'\n', 'a')))
print(re.sub('a', r'\x', 'a') if False else 'skip')
print(re.sub(r'(\d)', r'\1\1', 'a1b2'), re.sub(r'(\d)', r'\g<1>0', 'a1b2'))
print(re.sub(r'x', r'\0', 'axb'), repr(re.sub(r'x', r'\07', 'x')), repr(re.sub(r'x', r'\101', 'x')))
print(re.sub(r'(.)', r'\-\:\1', 'ab'))
print(re.sub('x*', '-', 'abxd'), re.sub('x*', '-', ''), re.sub('', '-', 'abc'))
print(re.sub('a|', '-', 'bab'), re.sub('(?=b)', '^', 'abcb'))
print(re.subn('a', 'b', 'aaa'), re.subn('a', 'b', 'aaa', count=2), re.subn('a', 'b', 'aaa', 0))
print(re.sub('a', 'b', 'aaa', count=-1), re.subn('z', 'b', 'aaa'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1 b22 c333'))
print(re.sub(r'(\w)(\w*)', lambda m: m.group(1).upper() + m[2], 'hello big world'))
print(re.sub('a', lambda m: None, 'banana'))
calls = []
def rec(m):
    calls.append(m.span())
    return '<%s>' % m.group()
print(re.sub(r'n.', rec, 'banana'), calls)
try:
    re.sub('a', lambda m: 5, 'xaya')
except TypeError as e:
    print('TypeError', e)
print(re.sub('a', 'b', 'xaya', flags=re.I), re.sub('A', 'b', 'xaya', 0, re.I))
p = re.compile(r'\s+')
print(p.sub(' ', '  a   b\t\nc  '), p.subn('', ' a b '))

print(re.split(r'[,;]\s*', 'a, b;c,  d'))
print(re.split(r'(,)', 'a,b,c'), re.split(r'(,)|(;)', 'a,b;c'))
print(re.split(r',', 'a,b,c,d', maxsplit=2), re.split(r',', 'a,b,c', 1), re.split(',', 'a,b', -1))
print(re.split('x*', 'axbc'), re.split('', 'abc'), re.split(r'\b', 'hi you'))
print(re.split(r'\s+', ''), re.split(r'\s+', ' a '), re.split('(a)?b', 'cbab'))
print(re.split(r'(?=[A-Z])', 'helloWorldFooBar'))
print(re.split(r'(\d)(x)?', 'a1b2xc'))

print(re.findall(r'\d+', 'a1b22c333'), re.findall(r'(\w)(\d)', 'a1b2c3'))
print(re.findall(r'(\w)\d', 'a1b2'), re.findall(r'(a)|b', 'ab'), re.findall(r'(a)(x)?', 'aa'))
print(re.findall('', 'abc'), re.findall('a*', 'baaac'), re.findall(r'\b', 'ab cd'))
print(re.findall(r'(?:ab)+', 'ababxab'), re.findall(r'a(?=b)', 'abacab'))
p = re.compile(r'\w+')
print(p.findall('one two three', 4), p.findall('one two three', 4, 9), p.findall('abc', 5))
for m in re.finditer(r'(?P<k>\w+)=(?P<v>\d+)', 'a=1, bb=22; c=x, d=4'):
    print(m.span(), m.group('k', 'v'), m.groupdict(), m.start('v'))
print([m.span() for m in re.finditer('', 'ab')], [m.group() for m in re.finditer('a*', 'baac')])
it = re.finditer(r'\d', 'a1b2')
print(next(it).group(), next(it).group(), next(it, 'done'), next(it, 'done'))
it = p.finditer('aa bb cc', 3, 6)
print([(m.group(), m.pos, m.endpos) for m in it])
print(re.escape('a.b*c?d+e[f]g{h}i|j^k$l\\m(n)o p#q&r~s-t'), re.escape('naïve_ü1'))
print(re.escape(b'a.b c'), re.escape(''))
print(re.compile('a').sub('b', 'aa', 1), re.compile(b'a').sub(b'b', b'aa'))
m = re.search(r'(\w+) (\w+)', 'hello world')
print(m.expand(r'\2 \1'), m.expand(r'\g<2>-\g<1>'), m.expand(r'<\g<0>>'))
