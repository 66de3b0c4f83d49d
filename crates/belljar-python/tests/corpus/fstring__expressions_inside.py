items = [3, 1, 2]
d = {"key": "value", "n": 5}
print(f"{sorted(items)} {len(items)} {items[-1]} {items[1:]}")
print(f"{d['key']!r} {d.get('missing', 'none')} {d['n'] ** 2}")
print(f"{'even' if d['n'] % 2 == 0 else 'odd'}")
print(f"{', '.join(map(str, items))}")
print(f"{max(items, key=lambda v: -v)}")
print(f"{3.0 * 2:.1f} {10 // 3} {10 / 4} {-7 % 3}")
print(f"{(lambda: 'lambda')()} {[x for x in 'ab']} {{'set'}}")
name = "World"
print(f"Hello, {name}! You have {len(name)} letters; upper={name.upper()}, first={name[0]}")
