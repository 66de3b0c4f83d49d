# Data pipelines built from itertools.
import itertools as it

records = [
    ("2024-01", "alice", 3), ("2024-01", "bob", 5), ("2024-02", "alice", 2),
    ("2024-02", "carol", 7), ("2024-02", "bob", 1), ("2024-03", "alice", 9),
]
for month, group in it.groupby(records, key=lambda r: r[0]):
    rows = list(group)
    print(month, [r[1] for r in rows], sum(r[2] for r in rows))
print(list(it.accumulate([r[2] for r in records])))
print(list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.chain.from_iterable([[1, 2], (3,), "ab"])))
print(list(it.islice(it.count(10, 5), 4)))
print(list(it.islice(it.cycle("xyz"), 7)))
print(list(it.product("ab", repeat=2)))
print(list(it.permutations([1, 2, 3], 2)))
print(list(it.combinations("abcd", 3)))
print(list(it.combinations_with_replacement([1, 2], 2)))
print(list(it.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(it.repeat("z", 3)))
a, b = it.tee([1, 2, 3])
print(list(a), list(b))
print(list(it.filterfalse(str.isdigit, "a1b2c3")))
batches = []
src = iter(range(10))
while chunk := list(it.islice(src, 4)):
    batches.append(chunk)
print(batches)
print(list(it.pairwise("abcd")))
