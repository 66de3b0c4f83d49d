# Keys with extreme hashes: -1 (hashes to -2), huge ints reduced mod 2**61 - 1, user
# __hash__ returning -1 or big ints, and nan.
print(hash(-1), hash(-2), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(2**100))
print({-1, -2}, len({-1, -2}))
print({2**61 - 1, 0, 2**61, 1, 2**122})
class H:
    def __init__(self, h, name):
        self.h = h
        self.name = name
    def __hash__(self):
        return self.h
    def __repr__(self):
        return self.name
print(hash(H(-1, 'a')), hash(H(2**64, 'b')), hash(H(-(2**70), 'c')))
print({H(-1, 'a'), H(-2, 'b'), H(2**64, 'c'), H(3, 'd'), H(11, 'e')})
nan = float('nan')
s = {nan, 1.0, 2.0}
print(len(s), float('nan') in s, 1.0 in s)
s.add(float('nan'))
print(len(s))
s2 = {float('nan'), float('nan')}
print(len(s2))
print({0.0, -0.0}, {-0.0, 0.0}, {0, 0.0, False})
print({1, 1.0, True}, {True, 1.0, 1})
print(hash(float('inf')), hash(-float('inf')), hash(0.5), hash(-0.5), hash(1e300))
print({10**30, 10**30 + 1, -10**30})
