# A meeting scheduler: intervals, conflicts, free slots, tuples as sort keys.
meetings = [
    ("standup", 9 * 60, 9 * 60 + 15, {"ann", "bo"}),
    ("design", 10 * 60, 11 * 60 + 30, {"ann", "cy"}),
    ("lunch", 12 * 60, 13 * 60, {"bo"}),
    ("review", 11 * 60, 12 * 60, {"cy", "bo"}),
    ("1:1", 11 * 60 + 15, 11 * 60 + 45, {"ann", "bo"}),
]


def hhmm(m):
    return f"{m // 60:02d}:{m % 60:02d}"


def conflicts(ms):
    out = []
    ordered = sorted(ms, key=lambda m: (m[1], m[2]))
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            if b[1] >= a[2]:
                break
            shared = a[3] & b[3]
            if shared:
                out.append((a[0], b[0], sorted(shared), hhmm(max(a[1], b[1])), hhmm(min(a[2], b[2]))))
    return out


def free_slots(ms, person, day=(9 * 60, 17 * 60), minimum=30):
    busy = sorted((s, e) for _, s, e, who in ms if person in who)
    merged = []
    for s, e in busy:
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    slots, cur = [], day[0]
    for s, e in merged:
        if s - cur >= minimum:
            slots.append((hhmm(cur), hhmm(s)))
        cur = max(cur, e)
    if day[1] - cur >= minimum:
        slots.append((hhmm(cur), hhmm(day[1])))
    return slots


for c in conflicts(meetings):
    print("conflict:", c)
for p in ["ann", "bo", "cy", "dee"]:
    print(p, free_slots(meetings, p))
load = {}
for name, s, e, who in meetings:
    for w in who:
        load[w] = load.get(w, 0) + (e - s)
print(sorted(load.items(), key=lambda kv: (-kv[1], kv[0])))
print(f"{'name':<8}{'start':>6}{'end':>6}{'mins':>5}")
for name, s, e, _ in sorted(meetings, key=lambda m: m[1]):
    print(f"{name:<8}{hhmm(s):>6}{hhmm(e):>6}{e - s:>5}")
