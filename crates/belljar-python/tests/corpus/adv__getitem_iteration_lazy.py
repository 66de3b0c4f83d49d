# Iteration through __getitem__ stops at IndexError and is lazy.
class Squares:
    def __init__(self, limit):
        self.limit = limit
        self.calls = 0

    def __getitem__(self, i):
        self.calls += 1
        if i >= self.limit:
            raise IndexError(i)
        return i * i


s = Squares(5)
print(list(s), s.calls)
s = Squares(10 ** 5)
for x in s:
    if x > 20:
        break
print(x, s.calls)
print(9 in Squares(10), 10 in Squares(10))
it = iter(Squares(3))
print(next(it), next(it), next(it), next(it, "done"))
