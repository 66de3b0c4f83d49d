# Seeded random simulations: Monte Carlo pi, a random walk, shuffles, choices and gauss.
import random

random.seed(42)
inside = 0
for _ in range(100000):
    x, y = random.random(), random.random()
    if x * x + y * y <= 1.0:
        inside += 1
pos = 0
far = 0
for _ in range(50000):
    pos += random.choice((-1, 1))
    far = max(far, abs(pos))
deck = list(range(52))
firsts = 0
for _ in range(1000):
    random.shuffle(deck)
    firsts += deck[0]
rolls = [random.randint(1, 6) for _ in range(30000)]
g = sum(random.gauss(0, 1) for _ in range(20000))
picks = random.choices("abcde", weights=[5, 4, 3, 2, 1], k=10000)
print(4 * inside / 100000, pos, far, firsts, sum(rolls), round(g, 6), picks.count("a"), random.sample(range(100), 5))
