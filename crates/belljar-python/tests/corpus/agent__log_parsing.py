log = """2024-01-01 10:00:01 INFO  server started port=8080
2024-01-01 10:00:05 WARN  slow request path=/api/users ms=1250
2024-01-01 10:01:10 ERROR db timeout query=select ms=5000
2024-01-01 10:02:00 INFO  request path=/api/items ms=35
2024-01-01 10:02:30 ERROR handler crashed path=/api/users
2024-01-01 10:03:00 INFO  request path=/api/users ms=40"""
entries = []
for line in log.splitlines():
    date, time, level, *rest = line.split()
    fields = {}
    msg = []
    for tok in rest:
        if "=" in tok:
            k, v = tok.split("=", 1)
            fields[k] = int(v) if v.isdigit() else v
        else:
            msg.append(tok)
    entries.append({"time": time, "level": level, "msg": " ".join(msg), **fields})
levels = {}
for e in entries:
    levels[e["level"]] = levels.get(e["level"], 0) + 1
print(levels)
errors = [e for e in entries if e["level"] == "ERROR"]
for e in errors:
    print(f"{e['time']} {e['msg']} {e.get('path', '-')}")
slow = sorted((e for e in entries if e.get("ms", 0) > 100), key=lambda e: -e["ms"])
print([(e["time"], e["ms"]) for e in slow])
paths = {}
for e in entries:
    if "path" in e:
        paths.setdefault(e["path"], []).append(e["level"])
print(paths)
