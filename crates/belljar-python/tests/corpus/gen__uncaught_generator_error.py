def parse_numbers(lines):
    for line in lines:
        yield int(line)
total = 0
for n in parse_numbers(["1", "2", "three"]):
    total += n
    print("total", total)
