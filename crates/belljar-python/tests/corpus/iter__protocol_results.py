# What __iter__ may return (an iterator of any kind) and what it may not; sets changed
# while they are iterated.
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Gen:
    def __iter__(self):
        yield from (1, 2)
class Delegate:
    def __iter__(self):
        return map(str, [3, 4])
class Listy:
    def __iter__(self):
        return [5, 6]
class NoNext:
    def __iter__(self):
        return NoNext()
print(list(Countdown(3)), list(Gen()), list(Delegate()), sorted(iter(Countdown(2))))
for bad in (Listy(), NoNext()):
    try:
        for x in bad:
            pass
    except TypeError as e:
        print("TypeError:", e)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e, len(s))
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print("RuntimeError:", e, sorted(s))
fs = frozenset({4, 5})
print(sorted(x * 2 for x in fs), type(iter({1})).__name__)
