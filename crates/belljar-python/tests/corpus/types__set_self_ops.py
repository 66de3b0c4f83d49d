# Set operations whose operand is the set itself.
base = [7, 1, 99, 15, 8, 64]
for name in ['|=', '&=', '-=', '^=']:
    s = set(base)
    alias = s
    if name == '|=':
        s |= s
    elif name == '&=':
        s &= s
    elif name == '-=':
        s -= s
    else:
        s ^= s
    print(name, s, alias is s)
s = set(base)
print(s | s, s & s, s - s, s ^ s)
print(s.union(s), s.intersection(s), s.difference(s), s.symmetric_difference(s))
s.update(s)
print(s)
s.intersection_update(s)
print(s)
s.difference_update(s, [1])
print(s)
s = set(base)
s.symmetric_difference_update(s)
print(s)
f = frozenset(base)
print(f | f, f & f, f - f, f ^ f, f.copy() is f, frozenset(f) is f)
