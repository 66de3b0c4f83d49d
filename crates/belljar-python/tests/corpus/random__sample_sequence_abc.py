import random
from collections import deque
from collections.abc import Sequence
class Seq(Sequence):
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if not 0 <= i < self.n: raise IndexError(i)
        return i * 10
    def __len__(self): return self.n
class Virt:
    def __init__(self): self.d = [5, 6, 7]
    def __getitem__(self, i): return self.d[i]
    def __len__(self): return 3
Sequence.register(Virt)
random.seed(3)
print(random.sample(Seq(10), 3), random.sample(deque([1, 2, 3, 4]), 2), random.sample(Virt(), 2), random.sample(range(100), 4))
for bad in ({1, 2, 3}, {"a": 1}, iter([1, 2])):
    try:
        random.sample(bad, 1)
    except TypeError as e:
        print(type(bad).__name__, e)
