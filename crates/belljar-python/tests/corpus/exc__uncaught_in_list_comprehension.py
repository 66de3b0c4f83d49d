def parse(tokens):
    return [int(t) for t in tokens]
print(parse(["1", "2"]))
print(parse(["3", "x4"]))
