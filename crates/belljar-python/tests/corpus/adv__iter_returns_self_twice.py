# An iterator whose __iter__ returns itself: a second loop sees it exhausted.
class Once:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n


o = Once()
print(list(o), list(o))
o = Once()
print([(a, b) for a in o for b in o])
o = Once()
print(list(zip(o, o)))
o = Once()
print(next(o), list(o), next(o, "end"))
