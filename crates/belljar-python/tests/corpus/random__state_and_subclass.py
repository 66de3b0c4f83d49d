# getstate/setstate round trips, independent instances, and Random subclasses.
import random

random.seed(12345)
state = random.getstate()
print(type(state).__name__, state[0], type(state[1]).__name__, len(state[1]), state[1][-1],
      state[1][:3], state[2])
first = [random.random() for _ in range(5)]
random.setstate(state)
print(first == [random.random() for _ in range(5)])
# The state mid-block, and after crossing a block of 624 words.
for _ in range(700):
    random.getrandbits(32)
mid = random.getstate()
print(mid[1][-1], sum(mid[1][:624]) % 1000003)
a = [random.randrange(1000) for _ in range(10)]
random.setstate(mid)
print(a == [random.randrange(1000) for _ in range(10)])
# version 2 states (values taken modulo 2**32).
r = random.Random(8)
s = r.getstate()
r2 = random.Random()
r2.setstate((2, tuple(x + 2**32 for x in s[1][:624]) + (s[1][624],), None))
print(r.random() == r2.random())

# Instances do not share state with each other or with the module.
random.seed(1)
x = random.Random(1)
y = random.Random(1)
print(x.random() == y.random() == random.random(), x.random() == random.random())
print(isinstance(x, random.Random), type(x).__name__, random.Random.VERSION)

# A subclass overriding random(): randrange and friends use it (CPython's
# _randbelow_without_getrandbits), and choices/gauss/uniform go through it too.
class Fixed(random.Random):
    def __init__(self, values):
        self.values = list(values)
        self.i = 0
        super().__init__(0)
    def random(self):
        v = self.values[self.i % len(self.values)]
        self.i += 1
        return v

f = Fixed([0.1, 0.5, 0.9, 0.999, 0.0])
print([f.randrange(10) for _ in range(5)], f.choice("abcde"), f.uniform(0, 10))
print(f.choices("abc", k=4), f.randint(1, 6), f.gauss(), f.expovariate(1))

# A subclass overriding getrandbits(): _randbelow is built on it.
class Bits(random.Random):
    calls = 0
    def getrandbits(self, k):
        Bits.calls += 1
        return super().getrandbits(k)

b = Bits(99)
plain = random.Random(99)
print([b.randrange(37) for _ in range(6)] == [plain.randrange(37) for _ in range(6)],
      Bits.calls >= 6)
print(b.sample(range(50), 4) == plain.sample(range(50), 4), b.random() == plain.random())

# A subclass that adds a method and is seeded by its own constructor.
class Dice(random.Random):
    def __init__(self, sides, seed=None):
        super().__init__(seed)
        self.sides = sides
    def roll(self, n):
        return [self.randint(1, self.sides) for _ in range(n)]

print(Dice(20, seed="d20").roll(8), Dice(6, 6).roll(8))
print(Dice(6, 6).getstate() == random.Random(6).getstate())

# SystemRandom: values in range, no state.
sr = random.SystemRandom()
v = sr.random()
print(0.0 <= v < 1.0, 0 <= sr.randrange(10) < 10, len(sr.randbytes(5)), sr.getrandbits(0),
      sr.getrandbits(9) < 512, sr.seed(1))
try:
    sr.getstate()
except NotImplementedError as e:
    print("NotImplementedError", e)

# Unseeded generators differ from one another (OS entropy).
print(random.Random().getrandbits(128) != random.Random().getrandbits(128))
