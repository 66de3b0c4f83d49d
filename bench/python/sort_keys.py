# Sorting with keys: tuples, lambdas, multi-pass stable sorts.
seed = 12345
records = []
for i in range(90000):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    records.append((f"user{seed % 9973}", seed % 100, (seed >> 20) % 1000 / 10))
by_name = sorted(records, key=lambda r: r[0])
by_score = sorted(records, key=lambda r: (-r[1], r[2], r[0]))
records.sort(key=lambda r: r[2])
records.sort(key=lambda r: r[1], reverse=True)
nums = [r[1] * 1000 + int(r[2]) for r in records]
nums.sort()
words = sorted({r[0] for r in records}, key=lambda w: (len(w), w))
print("first", by_name[0][0], by_score[0], records[0])
print("checksum", sum(nums[::1000]), len(words), words[:3])
