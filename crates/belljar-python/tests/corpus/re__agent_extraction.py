# Extraction the way agents write it: numbers, emails, URLs, code blocks, key=value pairs,
# dates, log lines, markdown headings, JSON-ish snippets.
import re

reply = """Here is the plan.

```python
def add(a, b):
    return a + b
```

And a shell step:

```bash
ls -la /tmp
echo "done"
```

Contact: alice.smith@example.com, bob+test@mail.co.uk or visit https://example.org/path?q=1&r=2.
Totals: 1,234.56 USD, -17 units, 3.5e-3 error, 42%, and 0x1F.
Final answer: 12.5
"""
blocks = re.findall(r'```(\w*)\n(.*?)```', reply, re.DOTALL)
for lang, code in blocks:
    print(lang, repr(code))
print(re.findall(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', reply))
print(re.findall(r'https?://[^\s,]+?(?=[.,]?(?:\s|$))', reply))
print(re.findall(r'-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?', reply))
m = re.search(r'Final answer:\s*(.+)', reply)
print(m.group(1), float(m.group(1)))
print(re.findall(r'0x[0-9A-Fa-f]+', reply), re.findall(r'(\d+)%', reply))

log = """2024-01-15 10:23:45 ERROR [db] connection lost (code=1042)
2024-01-15 10:23:46 INFO [web] retrying request id=abc123
2024-01-15 10:24:00 WARNING [db] slow query took 2.5s
2024-01-16 08:00:00 ERROR [auth] invalid token for user=bob
"""
pat = re.compile(r'^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+) \[(?P<src>\w+)\] (?P<msg>.*)$', re.M)
for m in pat.finditer(log):
    d = m.groupdict()
    print(d['date'], d['level'], d['src'], d['msg'])
errors = [m['msg'] for m in pat.finditer(log) if m['level'] == 'ERROR']
print(errors)
from collections import Counter
print(Counter(m.group('level') for m in pat.finditer(log)).most_common())
print(dict(re.findall(r'(\w+)=(\w+)', log)))
print(re.findall(r'\d+(?:\.\d+)?s\b', log))

md = "# Title\n\nSome text.\n\n## Section 1\nBody\n### Sub *a*\n## Section 2\n"
print(re.findall(r'^(#{1,6})\s+(.*)$', md, re.M))
print(re.sub(r'\*(.*?)\*', r'<em>\1</em>', md.splitlines()[6]))
snake = [re.sub(r'(?<!^)(?=[A-Z])', '_', w).lower() for w in ['CamelCase', 'HTTPServer', 'getX']]
print(snake, [re.sub(r'_(\w)', lambda m: m.group(1).upper(), s) for s in snake])
print(re.sub(r'\s+', ' ', '  too   many\n spaces\t').strip())
print([w for w in re.split(r'\W+', "Don't stop-believing, ok?") if w])
tpl = 'Hello {name}, you owe {amount}.'
print(re.sub(r'\{(\w+)\}', lambda m: {'name': 'Ann', 'amount': '$5'}[m.group(1)], tpl))
dates = re.findall(r'\b(\d{1,2})/(\d{1,2})/(\d{4})\b', 'due 1/2/2024 and 12/31/2023, not 1/2/24')
print([f'{y}-{int(mo):02d}-{int(d):02d}' for mo, d, y in dates])
phone = re.compile(r'\(?(\d{3})\)?[-.\s]?(\d{3})[-.\s]?(\d{4})')
print([phone.sub(r'\1-\2-\3', p) for p in ['(555) 123-4567', '555.123.4567', '5551234567']])
print(re.fullmatch(r'[A-Za-z_]\w*', 'valid_name1') is not None, re.fullmatch(r'[A-Za-z_]\w*', '1bad'))
json_like = '{"a": 1, "b": [2, 3], "c": "x, y"}'
print(re.findall(r'"(\w+)":\s*("[^"]*"|\[[^\]]*\]|\d+)', json_like))
ips = re.findall(r'\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b', 'ok 192.168.1.1 bad 999.1.1.1 ok 10.0.0.255')
print(ips)
words = re.compile(r"[a-z']+", re.I)
text = "It's a truth universally acknowledged, that a single man... It's true!"
print(Counter(w.lower() for w in words.findall(text)).most_common(3))
