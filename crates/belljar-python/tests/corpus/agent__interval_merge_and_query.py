def merge(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
ivs = [(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (9, 9), (0, 0)]
m = merge(ivs)
print(m)
def covered(points, merged):
    res = {}
    for p in points:
        res[p] = any(s <= p <= e for s, e in merged)
    return res
print(covered([0, 4, 7, 9, 19, 21], m))
total = sum(e - s for s, e in m)
gaps = [(a[1], b[0]) for a, b in zip(m, m[1:])]
print(total, gaps)
