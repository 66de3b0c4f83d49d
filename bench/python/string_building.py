# String building: joins, f-strings, concatenation, methods.
def build_report(n):
    lines = []
    for i in range(n):
        name = "item" + str(i)
        lines.append(f"{i:6d} | {name:<12} | {i * 1.5:10.2f} | {name.upper()}")
    return "\n".join(lines)

def transform(text):
    out = []
    for word in text.split():
        if len(word) > 4:
            out.append(word[::-1].capitalize())
        else:
            out.append(word.replace("e", "3"))
    return " ".join(out)

report = build_report(60000)
total = 0
for line in report.splitlines():
    total += len(line) + line.count("1")
text = " ".join("lorem ipsum dolor sit amet elements" for _ in range(20000))
t = transform(text)
s = ""
for i in range(50000):
    s += chr(97 + i % 26)
print("report", len(report), total)
print("transform", len(t), t[:40])
print("concat", len(s), s.count("a"))
