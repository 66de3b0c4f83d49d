# The module-level functions with every kind of argument: ints (small, at the i64 edges, big),
# bools, floats, keywords, strs, ranges, user sequences and wrong arity, compared with
# Random instances seeded the same way.
import random

def show(f, *args, **kw):
    try:
        print("ok", f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

class Seq:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v

class Idx:
    def __index__(self):
        return 7

BIG = 2**63 - 1
for mod in [random, random.Random()]:
    mod.seed(31337)
    show(mod.randint, 1, 6)
    show(mod.randint, -10, -10)
    show(mod.randint, True, 3)
    show(mod.randint, BIG - 5, BIG)
    show(mod.randint, -BIG - 1, BIG)
    show(mod.randint, -2**70, 2**70)
    show(mod.randint, 3, 2)
    show(mod.randint, a=1, b=2)
    show(mod.randint, 1)
    show(mod.randrange, 10)
    show(mod.randrange, Idx())
    show(mod.randrange, 2, 9)
    show(mod.randrange, 0, 100, 7)
    show(mod.randrange, 100, 0, -7)
    show(mod.randrange, -5, 5, 3)
    show(mod.randrange, 5, -5, -3)
    show(mod.randrange, 0, 1, 5)
    show(mod.randrange, 0, -1, 5)
    show(mod.randrange, 0, BIG, BIG)
    show(mod.randrange, -BIG, BIG, 2)
    show(mod.randrange, 0, 10, 0)
    show(mod.randrange, 0)
    show(mod.randrange, start=3)
    show(mod.randrange, 1, stop=9)
    show(mod.randrange, 0, 10, step=3)
    show(mod.randrange)
    show(mod.randrange, 1, 2, 3, 4)
    show(mod.choice, [1, 2, 3])
    show(mod.choice, (4, 5))
    show(mod.choice, "hey")
    show(mod.choice, range(5, 50, 5))
    show(mod.choice, Seq("xyz"))
    show(mod.choice, [])
    show(mod.choice, ())
    show(mod.choice, seq=[1])
    xs = list(range(20))
    show(mod.shuffle, xs)
    print(xs)
    s = Seq(range(6))
    show(mod.shuffle, s)
    print(s.items)
    show(mod.shuffle, (1, 2))
    show(mod.shuffle, x=[1, 2])
    big = list(range(10000))
    mod.shuffle(big)
    print(big[:5], big[-5:], sum(big[i] * i for i in range(0, 10000, 97)))
    show(mod.uniform, 1, 2)
    show(mod.uniform, 1.5, 2)
    show(mod.uniform, 1, 2.5)
    show(mod.uniform, -1e308, 1e308)
    show(mod.uniform, 0, BIG)
    show(mod.uniform, -BIG, BIG)
    show(mod.uniform, 2**80, 2**81)
    show(mod.uniform, True, 3)
    show(mod.uniform, "a", "b")
    show(mod.uniform, 1)
    show(mod.uniform, a=0, b=1)
    print(mod.random())
