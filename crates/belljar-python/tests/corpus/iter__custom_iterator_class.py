class Fib:
    def __init__(self, limit):
        self.limit = limit
        self.a, self.b = 0, 1
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        val = self.a
        self.a, self.b = self.b, self.a + self.b
        return val
print(list(Fib(100)))
f = Fib(10)
print(next(f), next(f), next(f), list(f), list(f))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
r = Range2(3)
print(list(r), list(r), [x * y for x in r for y in r])
