# Every distribution of random, with several seeds: bit-exact floats as CPython's.
import random

for seed in [1, 99, -7, "dist", b"\x00\xff", 2.5]:
    r = random.Random(seed)
    print(repr(seed))
    print(" uniform", [r.uniform(-3, 8) for _ in range(3)], r.uniform(5, 5), r.uniform(2, -2))
    print(" triangular", r.triangular(), r.triangular(0, 10), r.triangular(0, 10, 2),
          r.triangular(3, 3, 3), r.triangular(10, 0, 9))
    print(" gauss", [r.gauss() for _ in range(3)], r.gauss(100, 15))
    print(" normalvariate", [r.normalvariate() for _ in range(3)], r.normalvariate(5, 0.1))
    print(" lognormvariate", r.lognormvariate(0, 1), r.lognormvariate(1, 0.25))
    print(" expovariate", r.expovariate(1), r.expovariate(0.1), r.expovariate(30))
    print(" vonmisesvariate", r.vonmisesvariate(0, 0), r.vonmisesvariate(1, 4),
          r.vonmisesvariate(3, 0.5), r.vonmisesvariate(-2, 100))
    print(" gammavariate", r.gammavariate(0.5, 1), r.gammavariate(1, 2), r.gammavariate(2.5, 3),
          r.gammavariate(0.05, 1), r.gammavariate(200, 0.5))
    print(" betavariate", r.betavariate(2, 5), r.betavariate(0.5, 0.5), r.betavariate(1, 1))
    print(" paretovariate", r.paretovariate(1), r.paretovariate(3.5))
    print(" weibullvariate", r.weibullvariate(1, 1), r.weibullvariate(2, 0.5))
    print(" state after", r.random())

# gauss keeps its second value: getstate carries it, and seed() drops it.
r = random.Random(3)
g1 = r.gauss()
st = r.getstate()
print(st[0], len(st[1]), st[2])
g2 = r.gauss()
r.setstate(st)
print(g2 == r.gauss(), g1 != g2)
r.gauss()
r.seed(3)
print(r.getstate()[2], r.gauss() == g1)

# Means over many draws (exact, since every draw is).
random.seed(11)
print(sum(random.expovariate(2) for _ in range(2000)))
print(sum(random.normalvariate(10, 2) for _ in range(2000)))
print(sum(random.gammavariate(3, 1) for _ in range(500)))
