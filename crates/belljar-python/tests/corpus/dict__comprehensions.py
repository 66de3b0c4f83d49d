words = ["apple", "bob", "kayak", "level", "python", "noon"]
print({w: len(w) for w in words})
print({w: w[::-1] == w for w in words})
print({len(w): w for w in words})
sq = {n: n * n for n in range(6) if n % 2}
print(sq)
inv = {v: k for k, v in sq.items()}
print(inv)
nested = {i: {j: i * j for j in range(3)} for i in range(3)}
print(nested)
print({k: v for k, v in zip("abc", range(3))})
