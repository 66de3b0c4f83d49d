# Random patterns (groups, look-around, lazy/possessive repeats, classes, anchors, flags) run
# with finditer, match, fullmatch, sub and split over ten subjects: a differential check of
# the parser, compiler and engine against CPython.
import re, random
random.seed(12345)
atoms = ['a', 'b', 'ab', '.', r'\d', r'\w', r'\s', r'\W', '[ab]', '[^a]', '[a-c]', r'\b', '^', '$',
         r'\1', r'(?P=n)', 'x', r'\A', r'\Z', '[.]', r'\.', 'é', '[à-ÿ]', 'É']
quants = ['', '', '*', '+', '?', '*?', '+?', '??', '{2}', '{1,3}', '{,2}', '*+', '++', '{2,}?']
def gen(d=0):
    n = random.randint(1, 4)
    out = ''
    for _ in range(n):
        r = random.random()
        if r < 0.15 and d < 3:
            kind = random.choice(['(', '(?:', '(?P<n>', '(?=', '(?!', '(?<=', '(?<!', '(?>', '(?i:', '(?-i:'])
            inner = gen(d + 1)
            if random.random() < 0.3:
                inner += '|' + gen(d + 1)
            out += kind + inner + ')'
        else:
            out += random.choice(atoms)
        out += random.choice(quants)
    return out
subjects = ['', 'a', 'ab', 'aab', 'abba', 'a b\nab', 'xx ab 12 ba', 'ÉéAa bb', 'aaaaaaaaab', 'b\na\n']
for i in range(400):
    p = gen()
    flags = random.choice([0, 0, re.I, re.M, re.S, re.I | re.M, re.A])
    try:
        c = re.compile(p, flags)
    except re.error as e:
        print(i, repr(p), 'E', e)
        continue
    except Exception as e:
        print(i, repr(p), type(e).__name__, e)
        continue
    res = []
    for s in subjects:
        res.append([m.span() + m.groups() for m in c.finditer(s)])
        m = c.match(s)
        res.append(m and (m.span(), m.lastindex))
        m = c.fullmatch(s)
        res.append(m and m.span())
        res.append(c.sub('<\\g<0>>', s))
        res.append(c.split(s))
    print(i, repr(p), res)
