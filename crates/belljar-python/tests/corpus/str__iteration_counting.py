text = "the quick brown fox jumps over the lazy dog the end"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
letters = {}
for ch in text.replace(" ", ""):
    letters[ch] = letters.get(ch, 0) + 1
top = sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(top)
print(sum(1 for c in text if c in "aeiou"))
for i, ch in enumerate("abc"):
    print(i, ch)
