events = [("09:15", "login"), ("09:47", "view"), ("10:02", "view"), ("10:30", "buy"),
          ("10:59", "view"), ("11:00", "logout"), ("13:20", "login"), ("13:25", "buy")]
def minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m
buckets = {}
for t, kind in events:
    hour = minutes(t) // 60
    buckets.setdefault(hour, {}).setdefault(kind, 0)
    buckets[hour][kind] += 1
for hour in range(9, 14):
    counts = buckets.get(hour, {})
    desc = ", ".join(f"{k}={v}" for k, v in sorted(counts.items())) or "-"
    print(f"{hour:02d}:00  {desc}")
gaps = [minutes(b[0]) - minutes(a[0]) for a, b in zip(events, events[1:])]
print(gaps, max(gaps), sum(gaps) / len(gaps))
def fmt(mins):
    return f"{mins // 60}h{mins % 60:02d}m"
print(fmt(minutes(events[-1][0]) - minutes(events[0][0])))
