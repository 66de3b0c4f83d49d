# A key is found by identity before equality, as CPython's dict and set lookups do: a tuple
# holding a NaN (never equal to itself) still finds its own entry. (A float on its own is an
# unboxed value here, without identity: KNOWN_FAILURES' NaN entries.)
nan = float("nan")
t = (nan, 1)
d = {t: "in a tuple", (1, 2): "plain"}
print(d[t], t in d, d.get(t))
s = {t, (1, 2)}
print(t in s, len(s))
s.add(t)
print(len(s))
s.discard(t)
print(len(s), t in s)
counts = {}
for key in [t, (1, 2), t, t]:
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.values()))
fs = frozenset([t])
print(t in fs, {fs: 1}[fs])
nested = ((t, "x"),)
print({nested: 5}[nested])
# Equal but distinct tuples still compare by value.
print({(1, 2): "x"}[(1, 2)], (1, 2) in {(1, 2)}, d[(1, 2)])
