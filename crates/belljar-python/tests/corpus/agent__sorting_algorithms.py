def bubble(a):
    a = list(a)
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a
def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    l, r = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]
def quick(a):
    if len(a) < 2:
        return a
    p, *rest = a
    return quick([x for x in rest if x < p]) + [p] + quick([x for x in rest if x >= p])
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(bubble(data), merge_sort(data), quick(data), sep="\n")
print(bubble(data) == merge_sort(data) == quick(data) == sorted(data))
seed = 12345
rnd = []
for _ in range(200):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    rnd.append(seed % 1000)
print(merge_sort(rnd) == sorted(rnd), quick(rnd)[:8])
