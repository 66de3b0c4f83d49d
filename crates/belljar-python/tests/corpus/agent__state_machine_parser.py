def parse_csv_line(line):
    fields, cur, state = [], [], "start"
    for ch in line:
        if state in ("start", "unquoted"):
            if ch == ",":
                fields.append("".join(cur)); cur = []; state = "start"
            elif ch == '"' and state == "start":
                state = "quoted"
            else:
                cur.append(ch); state = "unquoted"
        elif state == "quoted":
            if ch == '"':
                state = "quote_in_quoted"
            else:
                cur.append(ch)
        elif state == "quote_in_quoted":
            if ch == '"':
                cur.append('"'); state = "quoted"
            elif ch == ",":
                fields.append("".join(cur)); cur = []; state = "start"
            else:
                raise ValueError(f"unexpected {ch!r} after closing quote")
    if state == "quoted":
        raise ValueError("unterminated quote")
    fields.append("".join(cur))
    return fields
for line in ['a,b,c', '"x, y",z', '"say ""hi""",2', ',,', '', '"open', '"a"b']:
    try:
        print(repr(line), parse_csv_line(line))
    except ValueError as e:
        print(repr(line), "error:", e)
