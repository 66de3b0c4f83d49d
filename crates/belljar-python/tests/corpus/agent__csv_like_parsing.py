# Parsing CSV-like text by hand: quoting, type inference, column stats, error rows.
RAW = '''id,name,score,joined,active
1,"Smith, Anna",88.5,2021-03-04,true
2,Bob,92,2020-11-30,false
3,"O""Neil, Cara",,2022-01-15,true
4,Dan,abc,2019-07-01,TRUE
5,Eve,77.25,,false
'''


def split_csv(line):
    fields, cur, quoted, i = [], "", False, 0
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                cur += '"'
                i += 1
            elif ch == '"':
                quoted = False
            else:
                cur += ch
        elif ch == '"':
            quoted = True
        elif ch == ",":
            fields.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    fields.append(cur)
    return fields


def infer(v):
    if v == "":
        return None
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    for conv in (int, float):
        try:
            return conv(v)
        except ValueError:
            pass
    return v


lines = RAW.strip().splitlines()
header = split_csv(lines[0])
rows = [dict(zip(header, map(infer, split_csv(l)))) for l in lines[1:]]
for r in rows:
    print(r)
scores = [r["score"] for r in rows if isinstance(r["score"], (int, float))]
print(f"n={len(scores)} mean={sum(scores) / len(scores):.3f} min={min(scores)} max={max(scores)}")
problems = [(r["id"], k, v) for r in rows for k, v in r.items() if v is None or (k == "score" and isinstance(v, str))]
print(problems)
by_year = {}
for r in rows:
    if r["joined"]:
        by_year.setdefault(r["joined"][:4], []).append(r["name"])
print(dict(sorted(by_year.items())))
print(",".join(h.upper() for h in header))
