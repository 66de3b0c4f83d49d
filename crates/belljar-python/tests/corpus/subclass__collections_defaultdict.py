from collections import defaultdict

groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups)
print(isinstance(groups, dict), dict(groups), len(groups), "a" in groups, "z" in groups)
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, sorted(counts.items()), counts.get("q"), "q" in counts)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 1
print(dict(nested["x"]), len(nested))
empty = defaultdict()
print(empty, empty.default_factory)
try:
    empty["k"]
except KeyError as e:
    print("KeyError", e)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError:", e)
cp = counts.copy()
print(type(cp).__name__, cp == counts, cp.default_factory)
print(defaultdict(set, {"a": {1}}), groups == {"a": ["apple", "avocado"], "b": ["banana", "blueberry"], "c": ["cherry"]})
import json
print(json.dumps(counts, sort_keys=True))
