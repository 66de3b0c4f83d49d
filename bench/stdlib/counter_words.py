# Word counts with collections: Counter, most_common, Counter arithmetic, defaultdict groups.
from collections import Counter, defaultdict

vocab = ("the quick brown fox jumps over lazy dog agent tool call result error retry "
         "python code block output value final answer session state").split()
seed = 3
words = []
for i in range(120000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    words.append(vocab[seed % len(vocab)] if seed % 5 else vocab[seed % 4])
text = " ".join(words)
counts = Counter(text.split())
first = Counter(words[:60000])
second = Counter(words[60000:])
diff = first - second
both = first & second
groups = defaultdict(list)
for w in counts:
    groups[len(w)].append(w)
lengths = Counter(len(w) for w in words)
print(counts.most_common(5), sum(diff.values()), sum(both.values()), sorted((k, sorted(v)) for k, v in groups.items())[:3], lengths.most_common(3))
