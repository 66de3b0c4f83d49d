xs = [4, 8, 15, 16, 23, 42]
print(len(xs), sum(xs), min(xs), max(xs), sum(xs) / len(xs))
print(any(x > 40 for x in xs), all(x > 0 for x in xs), any([]), all([]))
print(list(reversed(xs)), list(enumerate(xs, start=1))[:3])
print(list(zip(xs, "abc")), list(map(str, xs)), list(filter(lambda v: v % 2, xs)))
print(sum([[1], [2, 3]], []), sum([0.1] * 10), sum(range(101), 10))
print(sorted(xs, reverse=True)[:3], xs[::-1][:2])
print(list(range(5, 0, -1)), [0] * 4, [1, 2] + [3])
print(max([], default="empty"), min([3, 1], key=lambda v: -v))
