# complex with extreme values, as dict/set keys, and inside containers.
big = 1e308
vals = [complex(big, big), complex(-0.0, 0.0), complex(0.0, -0.0), complex(float('inf'), 0),
        complex(5e-324, -5e-324), complex(2**53 + 1, 1), complex(float('nan'), 0)]
for v in vals:
    print(repr(v), str(v), bool(v), v == v)
d = {1: 'int', 2.5: 'float'}
d[1 + 0j] = 'complex one'
d[2.5 + 0j] = 'complex 2.5'
d[3j] = 'three j'
print(d, len(d))
s = {0j, 0, 0.0, False, 1j, complex(0, 1)}
print(len(s), 1j in s, complex(0, 1.0) in s)
print(hash(complex(-1, 0)), hash(complex(0, -1)), hash(complex(2**61 - 1, 0)), hash(complex(1e300, 1e300)))
print([x * 1j for x in range(4)], sum(x * 1j for x in range(4)))
print(max([1, 2, 3], key=lambda k: abs(k * 1j)), (1j,) == (1j,), [1j] < [1j, 2])
try:
    print([1j] < [2j])
except TypeError as e:
    print(e)
try:
    sorted([1j, 2j])
except TypeError as e:
    print(e)
try:
    complex('1' * 400 + 'j')
except (ValueError, OverflowError) as e:
    print(type(e).__name__)
print(complex('1' * 400 + 'j'), complex('1e-400+1e-400j'))
print((1+1j) ** 100, (1+1j) ** -100, (0.5+0.5j) ** 1000)
print(1j ** 101, (-1) ** 0.25, 1e308j * 10, -(1e308j * 10))
