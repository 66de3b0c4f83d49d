xs = [1, 2, 3, 4, 5, 6]
for x in xs:
    if x % 2 == 0:
        xs.remove(x)
print(xs)
ys = [1, 2, 3]
for y in ys:
    if len(ys) < 6:
        ys.append(y * 10)
print(ys)
zs = [1, 2, 3, 4]
for i, z in enumerate(zs):
    zs[i] = z * z
print(zs)
safe = [1, 2, 3, 4, 5, 6]
safe = [v for v in safe if v % 2]
print(safe)
ws = [3, 1, 2]
for w in ws[:]:
    ws.append(w)
print(ws)
