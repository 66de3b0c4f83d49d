n = 5
rows = []
for i in range(1, n + 1):
    rows.append(" " * (n - i) + "*" * (2 * i - 1))
print("\n".join(rows))
board = [["." for _ in range(4)] for _ in range(3)]
board[1][2] = "Q"
print("\n".join("".join(r) for r in board))
csv = "\n".join(",".join(str(i * j) for j in range(1, 5)) for i in range(1, 4))
print(csv)
acc = []
for word in ["alpha", "beta", "gamma"]:
    acc.append(word[0].upper() + word[1:])
print(" ".join(acc), "-".join(w[:2] for w in acc))
print("{:-^30}".format(" END "))
