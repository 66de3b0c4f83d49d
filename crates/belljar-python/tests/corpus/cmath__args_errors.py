# cmath's arguments (ints, bools, big ints, floats and a float subclass, complexes,
# __complex__, __float__, __index__), its constants, isclose, polar/rect, and its errors.
import cmath
import math

print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
print(type(cmath.infj).__name__, math.isnan(cmath.nanj.imag), cmath.nanj.real)
print(sorted(n for n in dir(cmath) if not n.startswith('_')))


class Cx:
    def __complex__(self):
        return 3 + 4j


class Fl:
    def __float__(self):
        return 2.25


class Ix:
    def __index__(self):
        return 16


class BothCF:
    def __complex__(self):
        return 1j

    def __float__(self):
        return 9.0


class MyFloat(float):
    pass


class BadC:
    def __complex__(self):
        return 1.5


class BadF:
    def __float__(self):
        return 1


for arg in [4, True, False, -9, 2 ** 60, 2.5, -0.0, 1j, Cx(), Fl(), Ix(), BothCF(),
            MyFloat(0.25)]:
    print(type(arg).__name__, cmath.sqrt(arg), cmath.cos(arg), cmath.phase(arg), cmath.isfinite(arg))

bad = [lambda: cmath.sqrt('1'), lambda: cmath.sqrt(None), lambda: cmath.sqrt([1]),
       lambda: cmath.sqrt(BadC()), lambda: cmath.sqrt(BadF()), lambda: cmath.sqrt(10 ** 400),
       lambda: cmath.sqrt(), lambda: cmath.sqrt(1, 2), lambda: cmath.sqrt(z=1),
       lambda: cmath.log(), lambda: cmath.log(1, 2, 3), lambda: cmath.log(1, 'x'),
       lambda: cmath.log('x', 'y'), lambda: cmath.log(0), lambda: cmath.log(1, 1),
       lambda: cmath.log(0, 0), lambda: cmath.log(0, 2), lambda: cmath.rect(1),
       lambda: cmath.rect(1, 1j), lambda: cmath.rect('a', 1), lambda: cmath.rect(1, math.inf),
       lambda: cmath.rect(0, math.inf), lambda: cmath.rect(math.inf, 2),
       lambda: cmath.rect(-math.inf, 2), lambda: cmath.rect(2 ** 60, Ix()),
       lambda: cmath.polar(complex(1e308, 1e308)), lambda: cmath.polar(complex(math.inf, math.nan)),
       lambda: cmath.polar(complex(math.nan, 1)), lambda: cmath.phase(),
       lambda: cmath.phase(complex(2.5, 5e-324)), lambda: cmath.phase(complex(1e200, -1e-300)),
       lambda: cmath.phase(complex(1, 1e-310)), lambda: cmath.exp(1000),
       lambda: cmath.exp(complex(1, math.inf)), lambda: cmath.exp(complex(-math.inf, math.inf)),
       lambda: cmath.cosh(complex(800, 0)), lambda: cmath.sinh(complex(-720, 1)),
       lambda: cmath.atanh(1), lambda: cmath.atanh(-1), lambda: cmath.atan(1j),
       lambda: cmath.tan(complex(1, math.inf)), lambda: cmath.isnan(), lambda: cmath.isinf('x')]
for call in bad:
    try:
        print(repr(call()))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

close = [(1, 1), (1, 1 + 1e-10), (1, 1 + 1e-8), (1j, 1.0000000001j), (0, 1e-12),
         (complex(math.inf, 0), complex(math.inf, 0)), (complex(math.inf, 0), complex(-math.inf, 0)),
         (math.nan, math.nan), (complex(1, math.inf), 1), (1e308 + 1e308j, 1e308 + 1e308j)]
for a, b in close:
    print(cmath.isclose(a, b), cmath.isclose(a, b, rel_tol=1e-5), cmath.isclose(a, b, abs_tol=1e-11))
for call in [lambda: cmath.isclose(a=1, b=1.0), lambda: cmath.isclose(1, b=2),
             lambda: cmath.isclose(1), lambda: cmath.isclose(1, 2, 3),
             lambda: cmath.isclose(1, 1, rel_tol=-1), lambda: cmath.isclose(1, 1, abs_tol=-0.5),
             lambda: cmath.isclose(1, 1, foo=1), lambda: cmath.isclose(1, 1, rel_tol='x'),
             lambda: cmath.isclose('x', 1), lambda: cmath.isclose(1, 1, rel_tol=Fl())]:
    try:
        print(repr(call()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# What agents do: roots of a quadratic, polar round trips, unit roots.
a, b, c = 1, 2, 5
d = cmath.sqrt(b * b - 4 * a * c)
print((-b + d) / (2 * a), (-b - d) / (2 * a))
for z in [3 + 4j, -1, 1j, -2 - 2j]:
    r, phi = cmath.polar(z)
    print(z, r, phi, cmath.rect(r, phi))
print([cmath.exp(2j * cmath.pi * k / 5) for k in range(5)])
