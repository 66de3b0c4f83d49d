def reader(lines):
    for i, line in enumerate(lines):
        if not line:
            raise ValueError(f"empty line at {i}")
        yield line.upper()
for out in reader(["a", "b", "", "d"]):
    print(out)
