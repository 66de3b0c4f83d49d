class LCG:
    def __init__(self, seed):
        self.s = seed
    def rand(self):
        self.s = (1103515245 * self.s + 12345) % 2 ** 31
        return self.s / 2 ** 31
rng = LCG(2024)
queue, served, waits = [], 0, []
clock = 0
busy_until = 0
for minute in range(240):
    if rng.rand() < 0.3:
        queue.append(minute)
    if queue and busy_until <= minute:
        arrived = queue.pop(0)
        waits.append(minute - arrived)
        busy_until = minute + 2 + int(rng.rand() * 3)
        served += 1
print(f"served={served} left_in_queue={len(queue)}")
print(f"avg_wait={sum(waits) / len(waits):.2f} max_wait={max(waits)}")
hist = {}
for w in waits:
    bucket = min(w // 5 * 5, 30)
    hist[bucket] = hist.get(bucket, 0) + 1
for b in sorted(hist):
    print(f"{b:>2}+ min: {'#' * hist[b]}")
