# __eq__ and __hash__ that mutate the set being searched: no crash, CPython's results.
class Evil:
    def __init__(self, v, target):
        self.v = v
        self.target = target
    def __hash__(self):
        return 1
    def __eq__(self, other):
        if isinstance(other, Evil) and len(self.target) < 6:
            self.target.add(len(self.target) + 100)
        return isinstance(other, Evil) and self.v == other.v
    def __repr__(self):
        return f'E{self.v}'
s = set()
a = Evil(1, s)
s.add(a)
s.add(Evil(2, s))
print(len(s), sorted(x for x in s if isinstance(x, int)))
print(Evil(1, s) in s, Evil(9, s) in s)
s.discard(Evil(2, s))
print(len(s), sorted(str(x) for x in s))
class Counter:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        Counter.calls += 1
        return hash(self.v)
    def __eq__(self, other):
        return isinstance(other, Counter) and other.v == self.v
t = {Counter(1), Counter(2), Counter(1)}
print(len(t), Counter.calls)
u = set(t)
print(len(u), Counter.calls)
class BadHash:
    def __hash__(self):
        raise ValueError('no hash today')
try:
    {1, BadHash()}
except ValueError as e:
    print('ValueError', e)
try:
    set([1, 2]).add([3])
except TypeError as e:
    print('TypeError', e)
try:
    {1} | [2]
except TypeError as e:
    print('TypeError', e)
print({1} | {2}.union([3]), {1, 2}.isdisjoint([3]), {1, 2}.issubset(range(5)), {1, 2} <= {1, 2, 3})
