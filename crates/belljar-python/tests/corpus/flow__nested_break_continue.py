found = None
for i in range(1, 10):
    for j in range(1, 10):
        if i * j == 42:
            found = (i, j)
            break
    else:
        continue
    break
print(found)
out = []
for i in range(4):
    for j in range(4):
        if j > i:
            break
        if (i + j) % 2:
            continue
        out.append((i, j))
print(out)
