# Members whose equality is user code: found through __eq__, removed, and kept once.
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and o.v % 10 == self.v % 10
    def __hash__(self):
        return self.v % 10
    def __repr__(self):
        return f'P({self.v})'
s = {P(1), P(11), P(2), P(23), P(3)}
print(s, len(s))
print(P(21) in s, P(5) in s)
s.add(P(31))
print(s)
s.remove(P(41))
print(s)
s.discard(P(12))
print(s)
try:
    s.remove(P(7))
except KeyError as e:
    print('KeyError', e)
t = set([P(4), P(14), P(24)])
print(t)
print({P(9)} == {P(19)}, {P(9)} == {P(18)})
