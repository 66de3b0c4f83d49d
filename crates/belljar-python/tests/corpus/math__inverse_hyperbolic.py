# math.asinh, acosh and atanh are glibc's, as CPython's: the last bit of every result counts.
import math
import random

rng = random.Random(7)
for i in range(300):
    x = rng.uniform(-1, 1) * 10.0 ** rng.randint(-20, 20)
    print(repr(math.asinh(x)), repr(math.acosh(abs(x) + 1)), repr(math.atanh(rng.uniform(-1, 1))))
for x in [0.0, -0.0, 1e-310, 1.0, 710.0, 1e308, math.inf, -math.inf, math.nan]:
    print(repr(math.asinh(x)), end=' ')
    for f in (math.acosh, math.atanh):
        try:
            print(repr(f(x)), end=' ')
        except ValueError as e:
            print('ValueError', e, end=' ')
    print()
