data = [2.5, 3.1, 4.7, 1.2, 3.3, 5.9, 2.2, 3.8, 4.1, 2.9, 3.0, 6.4, 1.8, 3.6]
n = len(data)
mean = sum(data) / n
s = sorted(data)
median = (s[n // 2 - 1] + s[n // 2]) / 2 if n % 2 == 0 else s[n // 2]
var = sum((x - mean) ** 2 for x in data) / (n - 1)
std = var ** 0.5
print(f"n={n} mean={mean:.4f} median={median} std={std:.4f} min={s[0]} max={s[-1]}")
lo, hi, bins = 1.0, 7.0, 6
width = (hi - lo) / bins
counts = [0] * bins
for x in data:
    counts[min(int((x - lo) / width), bins - 1)] += 1
for i, c in enumerate(counts):
    a = lo + i * width
    print(f"[{a:.1f}, {a + width:.1f}) {'*' * c}")
def percentile(p):
    k = (n - 1) * p / 100
    f = int(k)
    c = min(f + 1, n - 1)
    return s[f] + (s[c] - s[f]) * (k - f)
print([round(percentile(p), 3) for p in (0, 25, 50, 75, 90, 100)])
z = [round((x - mean) / std, 2) for x in data]
print(z)
