def parse_line(line):
    key, value = line.split("=")
    return key.strip(), int(value)
def parse(text):
    return dict(parse_line(l) for l in text.strip().splitlines())
print(parse("a = 1\nb = 2"))
print(parse("a = 1\nb = two"))
