# A member whose __eq__ mutates the set being searched.
class M:
    def __init__(self, s, h):
        self.s = s
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        if len(self.s) < 10:
            self.s.add(len(self.s) + 1000)
        return False


s = set()
s.add(M(s, 5))
probe = M(s, 5)
print(probe in s, len(s) >= 1)
s.discard(M(s, 5))
print(len(s) >= 1)
