def parse_header(line):
    parts = line.split(";")
    return {"name": parts[0], "version": parts[1], "flags": parts[2]}
print(parse_header("app;1.2;debug"))
print(parse_header("app;1.3"))
