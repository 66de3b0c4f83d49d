def parse_version(s):
    parts = s.split(".")
    if len(parts) != 3:
        return None
    return tuple(int(p) for p in parts)
print(parse_version("1.2.3"))
v = parse_version("1.2")
print(v.index(2))
