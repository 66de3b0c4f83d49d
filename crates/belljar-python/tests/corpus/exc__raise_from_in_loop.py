class ParseError(Exception):
    pass
def parse_all(items):
    out = []
    for i, item in enumerate(items):
        try:
            out.append(int(item))
        except ValueError as e:
            raise ParseError(f"item {i} ({item!r}) is not an int") from e
    return out
print(parse_all(["1", "2"]))
try:
    parse_all(["1", "two", "3"])
except ParseError as e:
    print(e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)
