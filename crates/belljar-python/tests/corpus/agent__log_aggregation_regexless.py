# Parsing log lines without regex: split, partition, slicing, and aggregation.
from collections import defaultdict

LOG = """\
2024-05-01T10:00:01 INFO  api  GET /users 200 12ms
2024-05-01T10:00:02 WARN  api  GET /users/42 404 3ms
2024-05-01T10:00:05 ERROR db   query timeout after 5000ms
2024-05-01T10:01:00 INFO  api  POST /orders 201 48ms
malformed line here
2024-05-01T10:01:30 INFO  api  GET /users 200 9ms
2024-05-01T10:02:00 ERROR api  GET /orders/x 500 120ms
"""

levels = defaultdict(int)
latency = defaultdict(list)
bad = []
for lineno, line in enumerate(LOG.splitlines(), 1):
    parts = line.split()
    if len(parts) < 4 or "T" not in parts[0]:
        bad.append((lineno, line))
        continue
    stamp, level, source, *rest = parts
    date, _, time = stamp.partition("T")
    levels[level] += 1
    if source == "api" and len(rest) == 4:
        method, path, status, ms = rest
        route = "/" + path.strip("/").split("/")[0]
        latency[(method, route)].append(int(ms.removesuffix("ms")))
print(dict(levels))
for (method, route), vals in sorted(latency.items()):
    print(f"{method:<5}{route:<10}n={len(vals)} avg={sum(vals) / len(vals):6.2f} max={max(vals)}")
print("bad lines:", bad)
hours = sorted({line[11:16] for line in LOG.splitlines() if line[:4].isdigit()})
print(hours)
errors = [l.split(None, 3)[-1] for l in LOG.splitlines() if " ERROR " in l]
print(errors)
print(LOG.count("\n"), LOG.rstrip().rsplit("\n", 1)[-1][-5:])
