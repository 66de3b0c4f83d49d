# complex: negative bases to fractional powers, string forms, special methods, formatting.
print((-8) ** 0.5, (-8.0) ** (1/3), (-1) ** 0.5, (-2.0) ** -1.5)
print(complex('1e500j'), complex('-inf'), complex('nanj'), complex(' 2 '), complex('(3)'))
print(complex.conjugate(1j), (1j).__class__, 1j.real, 1J.imag)
print('{:.1f}'.format(1+1j), '%s %r' % (1j, 2+3j), f'{2j!r:>8}', str(1e-7j))
print(sorted([3+4j, 1j, -2], key=abs), [1j] * 2, (1j, 2j), {'k': 1j})
print(1j + True, True * 1j, 2.5 - 1j, 10 / (1+1j), 1 / (1j), (1+2j) ** -1, (1e300+1e300j) * 0)
print(0j ** 0, 0j ** 2, (1+1j) ** 3, (1+1j) ** 101 if False else 'skip', 1j ** 0.5)
tests = [
    ('divmod', lambda: divmod(1j, 1)), ('int', lambda: int(1j)), ('float', lambda: float(1j)),
    ('round', lambda: round(1j)), ('big', lambda: complex(10**400)), ('mod', lambda: 1j % 2),
    ('none', lambda: complex(1, None)), ('empty', lambda: complex('')),
    ('bytes', lambda: complex(b'1')), ('overflow', lambda: (1e200+1e200j) ** 3),
    ('bigpow', lambda: (1e200+1e200j) ** 2.5), ('kw', lambda: complex(real=1, imag=2)),
    ('kwbad', lambda: complex(x=1)), ('three', lambda: complex(1, 2, 3)),
]
for name, f in tests:
    try:
        print(name, f())
    except Exception as e:
        print(name, '->', type(e).__name__, e)
class C:
    def __complex__(self):
        return 3+4j
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
print(complex(C()), complex(F()), complex(I()), complex(F(), I()), complex(1, 1j), complex(1j, 2))
print(1j == 'a', 1j != 1j, 0j == 0, 0j == False, hash(0j), hash(complex(1.5, -2.25)), hash(complex(2**62, 1)))
print(abs(complex(float('inf'), float('nan'))), abs(complex(float('nan'), 1)), abs(-3j))
import math
try:
    math.sqrt(1j)
except TypeError as e:
    print(e)
x = 1j
x += 1
x *= 2
print(x, x.real + x.imag)
print(format(1j, '+'), format(-1.5+0j, ' .3g'), format(1+1j, '^12.1e'), format(1+1j, 'x<10'), format(0j, '.2'))
try:
    format(1j, '010')
except ValueError as e:
    print(e)
try:
    format(1j, 'd')
except ValueError as e:
    print(e)
