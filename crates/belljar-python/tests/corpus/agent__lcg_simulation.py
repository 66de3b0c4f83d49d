class LCG:
    def __init__(self, seed):
        self.state = seed
    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return self.state >> 33
    def uniform(self):
        return self.next() / 2 ** 31
    def choice(self, seq):
        return seq[self.next() % len(seq)]
rng = LCG(42)
print([rng.next() for _ in range(3)])
walk = [0]
for _ in range(1000):
    walk.append(walk[-1] + rng.choice([-1, 1]))
print(walk[-1], max(walk), min(walk))
samples = [rng.uniform() for _ in range(5000)]
mean = sum(samples) / len(samples)
var = sum((s - mean) ** 2 for s in samples) / len(samples)
print(f"{mean:.4f} {var:.4f}")
buckets = [0] * 10
for s in samples:
    buckets[int(s * 10)] += 1
print(buckets)
