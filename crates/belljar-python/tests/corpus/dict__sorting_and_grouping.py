scores = {"ann": 91, "bob": 78, "cy": 91, "dee": 65, "eve": 78}
print(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])))
by_score = {}
for name, s in scores.items():
    by_score.setdefault(s, []).append(name)
print(dict(sorted(by_score.items(), reverse=True)))
rank = {name: i + 1 for i, (name, _) in enumerate(sorted(scores.items(), key=lambda kv: -kv[1]))}
print(rank)
top = max(scores.values())
print([n for n, s in scores.items() if s == top])
print(sum(scores.values()) / len(scores), min(scores, key=scores.get))
