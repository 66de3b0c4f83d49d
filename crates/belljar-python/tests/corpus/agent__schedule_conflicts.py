meetings = [("standup", "09:00", "09:15"), ("design", "09:10", "10:00"), ("lunch", "12:00", "13:00"),
            ("1:1", "12:30", "12:45"), ("review", "14:00", "15:30"), ("retro", "15:30", "16:00")]
def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)
spans = sorted((mins(s), mins(e), name) for name, s, e in meetings)
conflicts = []
for i, (s1, e1, n1) in enumerate(spans):
    for s2, e2, n2 in spans[i + 1:]:
        if s2 < e1:
            conflicts.append((n1, n2, min(e1, e2) - s2))
print("conflicts:", conflicts)
busy = []
for s, e, _ in spans:
    if busy and s <= busy[-1][1]:
        busy[-1][1] = max(busy[-1][1], e)
    else:
        busy.append([s, e])
fmt = lambda m: f"{m // 60:02d}:{m % 60:02d}"
print("busy:", [f"{fmt(s)}-{fmt(e)}" for s, e in busy])
free, cur = [], mins("09:00")
for s, e in busy:
    if s > cur:
        free.append(f"{fmt(cur)}-{fmt(s)}")
    cur = max(cur, e)
if cur < mins("17:00"):
    free.append(f"{fmt(cur)}-17:00")
print("free:", free)
