text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = []
for raw in text.lower().split():
    w = raw.strip(".,;:!?\"'")
    if w:
        words.append(w)
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(f"{len(words)} words, {len(freq)} unique")
for w, c in top[:6]:
    bar = "#" * c
    print(f"{w:>12} {c:2d} {bar}")
lengths = {}
for w in freq:
    lengths.setdefault(len(w), []).append(w)
for L in sorted(lengths):
    print(L, sorted(lengths[L]))
