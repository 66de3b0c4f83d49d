class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1
class Squares:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i ** 2
print(list(Countdown(5)), list(Countdown(0)))
sq = Squares(4)
print(list(sq), list(sq))
print(3 in Countdown(5), 9 in Squares(5))
a, b, c = Countdown(3)
print(a, b, c)
print(sorted(Countdown(4)), sum(Squares(3)), max(Countdown(7)))
for i, v in enumerate(Squares(2)):
    print(i, v)
