words = ["Apple", "avocado", "Banana", "blueberry", "cherry", "apple"]
print(sorted({w.lower() for w in words}))
print({w[0].lower(): [] for w in words})
initials = {}
for w in words:
    initials.setdefault(w[0].lower(), set()).add(w.lower())
print({k: sorted(v) for k, v in initials.items()})
print({n % 3 for n in range(10)})
print({k: v for k, v in enumerate("abc") if k != 1})
print({(i, j): i * j for i in range(2) for j in range(2)})
lengths = {w: len(w) for w in words}
print(lengths)
print({v: k for k, v in {"a": 1, "b": 1, "c": 2}.items()})
