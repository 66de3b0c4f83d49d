# Seeded random: the module-level functions and Random instances give CPython's numbers.
import random

random.seed(42)
print([random.random() for _ in range(5)], random.randint(1, 100), random.choice('abc'),
      random.sample(range(100), 5), random.gauss(0, 1))

SEEDS = [0, 1, 42, -42, 2**32, 2**64 + 12345, -(3**90), "hello", "", "ünïcødé", b"bytes",
         bytearray(b"ba"), 3.25, -0.5, 1e300, True, False]
for s in SEEDS:
    r = random.Random(s)
    print(repr(s), r.random(), r.getrandbits(1), r.getrandbits(32), r.getrandbits(33),
          r.getrandbits(64), r.getrandbits(65), r.getrandbits(200))
    print("  ", r.randrange(10), r.randrange(3, 17), r.randrange(100, 0, -7),
          r.randrange(10**30), r.randrange(-10**20, 10**20, 3), r.randint(-5, 5),
          r.randint(0, 2**64))

# The same seed twice gives the same sequence; reseeding restarts it.
a = random.Random(7)
b = random.Random()
b.seed(7)
print([a.random() for _ in range(3)] == [b.random() for _ in range(3)])
random.seed("agent")
x = [random.randint(1, 6) for _ in range(20)]
random.seed("agent")
print(x == [random.randint(1, 6) for _ in range(20)], x)

# version=1 seeding of strings and bytes.
for s in ["abc", b"abc", ""]:
    r = random.Random()
    r.seed(s, version=1)
    print(repr(s), r.random())

# A simulation the way agents write them.
random.seed(2024)
walk = 0
hist = {}
for step in range(1000):
    walk += random.choice([-1, 1])
    hist[walk] = hist.get(walk, 0) + 1
print(walk, max(hist, key=lambda k: (hist[k], k)))
dice = [random.randint(1, 6) + random.randint(1, 6) for _ in range(500)]
print(sorted(set(dice)), sum(dice))
print(random.randbytes(10), random.Random(5).randbytes(0), random.Random(5).randbytes(9))
