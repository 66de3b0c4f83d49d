old = ["alpha", "beta", "gamma", "delta", "epsilon"]
new = ["alpha", "gamma", "delta", "zeta", "epsilon", "eta"]
m, n = len(old), len(new)
L = [[0] * (n + 1) for _ in range(m + 1)]
for i in range(m - 1, -1, -1):
    for j in range(n - 1, -1, -1):
        L[i][j] = L[i + 1][j + 1] + 1 if old[i] == new[j] else max(L[i + 1][j], L[i][j + 1])
i = j = 0
out = []
while i < m and j < n:
    if old[i] == new[j]:
        out.append("  " + old[i]); i += 1; j += 1
    elif L[i + 1][j] >= L[i][j + 1]:
        out.append("- " + old[i]); i += 1
    else:
        out.append("+ " + new[j]); j += 1
out += ["- " + x for x in old[i:]] + ["+ " + x for x in new[j:]]
print("\n".join(out))
print(sum(1 for l in out if l[0] == "+"), "added,", sum(1 for l in out if l[0] == "-"), "removed")
