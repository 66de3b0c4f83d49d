# choice, choices (weights, cum_weights, k), shuffle in place, sample (both strategies, counts).
import random
from collections import deque

for seed in [0, 5, "pick", -123456789]:
    r = random.Random(seed)
    print(repr(seed))
    print(" choice", r.choice("abcdef"), r.choice([10, 20, 30]), r.choice(range(1000)),
          r.choice((None,)), r.choice(b"xyz"), r.choice(deque("pq")))
    print(" choices", r.choices("abc"), r.choices("abc", k=6), r.choices(range(10), k=0))
    print(" weights", r.choices(["red", "green", "blue"], [18, 18, 2], k=8))
    print(" floatw", r.choices("xyz", weights=[0.1, 0.0, 2.5], k=5))
    print(" cum", r.choices("xyz", cum_weights=[1, 1, 10], k=5))
    xs = list(range(12))
    print(" shuffle", r.shuffle(xs), xs)
    ys = ["a"]
    r.shuffle(ys)
    zs = []
    r.shuffle(zs)
    print(" tiny", ys, zs)
    # small population: the pool strategy; large: the set strategy.
    print(" sample", r.sample(range(10), 10), r.sample("abcdefgh", 3), r.sample([1, 2], 0))
    print(" sample big", r.sample(range(10**6), 8), r.sample(range(100), 30))
    print(" sample k=6", r.sample(range(60), 6), r.sample(range(22), 5), r.sample(range(21), 5))
    print(" counts", r.sample(["red", "blue"], counts=[4, 2], k=5),
          r.sample("ab", k=3, counts=[1, 5]))
    print(" tuple", r.sample((3, 1, 4, 1, 5), 4), r.sample(deque([9, 8, 7]), 2))

# shuffle works on any mutable sequence with len and item assignment.
class Deck:
    def __init__(self):
        self.cards = list("A23456789TJQK")
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __setitem__(self, i, v):
        self.cards[i] = v

d = Deck()
random.seed(77)
random.shuffle(d)
print("".join(d.cards))

# choices with fractional weights (bisect on floats), long k.
random.seed(3)
counts = {}
for c in random.choices("abcd", weights=[0.5, 0.25, 0.125, 0.125], k=4000):
    counts[c] = counts.get(c, 0) + 1
print(sorted(counts.items()))
print(random.choices(range(5), cum_weights=[0.2, 0.4, 0.6, 0.8, 1.0], k=10))
