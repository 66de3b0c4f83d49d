# Agent-style regex extraction over generated log text: findall, finditer with groups and
# names, sub with a callable, split and fullmatch.
import re

words = ["alpha", "beta", "gamma", "delta", "omega"]
lines = []
seed = 7
for i in range(20000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    lines.append(f"{i}: user{seed % 997}@{words[seed % 5]}.example.com paid ${seed % 10000 / 100:.2f} "
                 f"on 2024-{seed % 12 + 1:02d}-{seed % 28 + 1:02d} ref #{seed % 100000}")
text = "\n".join(lines)
emails = re.findall(r"[\w.]+@[\w.]+\.\w+", text)
amounts = [float(m.group(1)) for m in re.finditer(r"\$(\d+\.\d{2})", text)]
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", text)
redacted = re.sub(r"user(\d+)@", lambda m: "u" + str(int(m.group(1)) % 10) + "@", text)
by_domain = {}
for m in re.finditer(r"@(?P<domain>\w+)\.example", text):
    d = m.group("domain")
    by_domain[d] = by_domain.get(d, 0) + 1
refs = 0
pattern = re.compile(r"ref #(\d+)$")
for line in lines:
    m = pattern.search(line)
    if m and int(m.group(1)) % 7 == 0:
        refs += 1
print(len(emails), round(sum(amounts), 2), len(dates), len(redacted), sorted(by_domain.items()), refs)
print(re.split(r"\s*#\s*", lines[5]), bool(re.fullmatch(r"\d+: .*", lines[0])))
