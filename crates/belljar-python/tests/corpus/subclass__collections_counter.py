from collections import Counter

c = Counter("abracadabra")
print(c)
print(isinstance(c, dict), type(c).__name__, len(c), c["a"], c["zzz"], "zzz" in c)
print(c.most_common(2), c.total(), sorted(c.elements())[:5])
c.update("aaz")
c.subtract({"b": 5})
print(c)
d = Counter(x=3, y=1)
e = Counter(x=1, y=2, z=4)
print(d + e, d - e, d | e, d & e)
print(+Counter(a=-1, b=2), -Counter(a=-1, b=2))
print(d == Counter(y=1, x=3), d == {"x": 3, "y": 1}, Counter() == Counter(a=0))
print(dict(d), list(d), sorted(d.items()), repr(Counter()))
words = "the cat and the hat and the bat".split()
counts = Counter(words)
for word, n in counts.most_common(3):
    print(word, n)
print(json_like := {k: v for k, v in counts.items() if v > 1})
del counts["missing"]
counts["new"] += 2
print(counts["new"], len(counts), Counter(d).copy() == d)
d += Counter(x=-5)
print(d)
