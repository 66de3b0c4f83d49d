# Word statistics with collections.Counter and friends.
from collections import Counter, deque, namedtuple

text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness"""

words = [w.strip(",.").lower() for w in text.split()]
counts = Counter(words)
print(counts.most_common(5))
print(counts["was"], counts["missing"], len(counts))
lengths = Counter(len(w) for w in words)
for length, n in sorted(lengths.items()):
    print(f"{length:2d} {'#' * n}")
pairs = Counter(zip(words, words[1:]))
print(pairs.most_common(3))
c1 = Counter("abracadabra")
c2 = Counter("alakazam")
print(sorted((c1 + c2).items()))
print(sorted((c1 - c2).items()))
print(sorted((c1 & c2).items()), sorted((c1 | c2).items()))
c1.update("aaa")
c1.subtract({"b": 5})
print(sorted(c1.items()), sorted(c1.elements())[:6])
print(+c1 == Counter({k: v for k, v in c1.items() if v > 0}))
Stat = namedtuple("Stat", "word count share")
total = sum(counts.values())
stats = [Stat(w, n, n / total) for w, n in counts.most_common(3)]
for s in stats:
    print(f"{s.word:>6} {s.count:3d} {s.share:6.2%}")
print(stats[0]._asdict(), stats[1]._replace(count=0))
recent = deque(maxlen=4)
for w in words[:10]:
    recent.append(w)
print(list(recent), recent.maxlen)
