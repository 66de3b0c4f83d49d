# cmath on seeded random arguments at many scales, near the unit circle (where log uses
# log1p), on both sides of the branch cuts (signed zero imaginary parts), and logarithms to
# several bases.
import cmath
import random

rng = random.Random(2024)
values = []
for i in range(160):
    k = i % 5
    if k == 0:
        s = 10.0 ** rng.randint(-320, 308)
        z = complex(rng.uniform(-s, s), rng.uniform(-s, s))
    elif k == 1:
        z = complex(rng.choice([-1, 1]) * (1 + rng.uniform(-1e-6, 1e-6)), rng.uniform(-1e-8, 1e-8))
    elif k == 2:
        z = cmath.rect(rng.uniform(0.7, 1.75), rng.uniform(-3.2, 3.2))
    elif k == 3:
        z = complex(rng.choice([0.0, -0.0]), rng.uniform(-3, 3) * 10.0 ** rng.randint(-5, 5))
    else:
        z = complex(rng.uniform(-720, 720), rng.uniform(-720, 720))
    values.append(z)

# Branch cuts: the real axis beyond +-1 (acos, asin, atanh), below 1 (acosh), the imaginary
# axis beyond +-i (asinh, atan), the negative real axis (log, sqrt), from either side.
for x in [-3.0, -1.5, -1.0, -0.5, 0.5, 1.0, 1.5, 3.0]:
    values += [complex(x, 0.0), complex(x, -0.0)]
    values += [complex(0.0, x), complex(-0.0, x)]

funcs = [cmath.acos, cmath.acosh, cmath.asin, cmath.asinh, cmath.atan, cmath.atanh, cmath.cos,
         cmath.cosh, cmath.exp, cmath.log, cmath.log10, cmath.sin, cmath.sinh, cmath.sqrt,
         cmath.tan, cmath.tanh, cmath.phase, cmath.polar]
for f in funcs:
    out = []
    for z in values:
        try:
            out.append(repr(f(z)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print(f.__name__, ' '.join(out))

for base in [2, 10, 0.5, 1j, -1, 0, 1, complex(0, -1e-300), float('inf'), float('nan'), 2.718281828459045]:
    row = []
    for z in [0, 1, 2, -3, 1j, 1e308, float('inf'), complex(3, 4), -0.0]:
        try:
            row.append(repr(cmath.log(z, base)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print('log base', base, row)
