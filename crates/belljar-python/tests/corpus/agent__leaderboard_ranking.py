scores = [("ann", 1200), ("bob", 950), ("cy", 1200), ("dee", 1100), ("eve", 950), ("fay", 700)]
ranked = sorted(scores, key=lambda s: (-s[1], s[0]))
out = []
prev_score, rank = None, 0
for i, (name, score) in enumerate(ranked, 1):
    if score != prev_score:
        rank = i
        prev_score = score
    out.append((rank, name, score))
for rank, name, score in out:
    medal = {1: "gold", 2: "silver", 3: "bronze"}.get(rank, "")
    print(f"{rank:>2}. {name:<4} {score:>5} {medal}")
dense = {}
for score in sorted({s for _, s in scores}, reverse=True):
    dense[score] = len(dense) + 1
print({name: dense[score] for name, score in scores})
percentile = {name: round(100 * sum(s < score for _, s in scores) / (len(scores) - 1)) for name, score in scores}
print(percentile)
