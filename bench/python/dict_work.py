# Dictionary-heavy work: counting, grouping, lookups, updates.
def words(n):
    seed = 7
    out = []
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        out.append("w" + str(seed % 5000))
    return out

ws = words(200000)
counts = {}
for w in ws:
    counts[w] = counts.get(w, 0) + 1
groups = {}
for w, c in counts.items():
    groups.setdefault(c, []).append(w)
index = {w: i for i, w in enumerate(ws)}
hits = 0
for i in range(200000):
    if ("w" + str(i % 7000)) in index:
        hits += 1
inv = {}
for k, v in counts.items():
    inv[v] = inv.get(v, 0) + len(k)
print("unique", len(counts), "max", max(counts.values()))
print("groups", len(groups), "hits", hits, "inv", sum(inv.values()))
