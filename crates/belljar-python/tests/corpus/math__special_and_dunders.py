# math: the special functions (gamma, lgamma, erf, erfc, cbrt, exp2, nextafter, ulp) and
# objects with __float__/__index__/__floor__/__ceil__/__trunc__ passed to math functions.
import math, random
rng = random.Random(5)
xs = [0.5, 1.5, 2.5, -0.5, -1.5, 3.3, 10.1, 23.0, 24.0, 99.9, 140.5, 171.5, 0.001, 1e-25, -1e-25, -170.3, -200.5, 5.5246, 170.62]
xs += [rng.uniform(-50, 180) for _ in range(300)]
for x in xs:
    out = []
    for f in (math.gamma, math.lgamma, math.erf, math.erfc, math.cbrt, math.exp2):
        try:
            out.append(f(x))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(x, out)
for x in [0.0, -0.0, 1.0, -3.0, float('inf'), float('-inf'), float('nan'), 1e308, 2000.0, -2000.5, 1100.0]:
    out = []
    for f in (math.gamma, math.lgamma, math.erf, math.erfc, math.cbrt, math.exp2, math.ulp):
        try:
            out.append(f(x))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(x, out)
for x, y in [(1.0, 2.0), (1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (-0.0, 1.0), (1e308, float('inf')), (5e-324, 0.0), (-1.0, -2.0), (2.0, 2.0), (float('nan'), 1.0), (1.7976931348623157e308, -float('inf'))]:
    print(x, y, math.nextafter(x, y))
for x in [1.0, 0.0, 1e-320, 1e308, 1.7976931348623157e308, -3.5, 2.0**52]:
    print(x, math.ulp(x))
class Num:
    def __init__(self, v): self.v = v
    def __float__(self): return self.v
    def __floor__(self): return 'floor!'
    def __ceil__(self): return 'ceil!'
    def __trunc__(self): return 'trunc!'
class Idx:
    def __index__(self): return 7
class Plain:
    def __float__(self): return 2.5
print(math.sqrt(Num(16.0)), math.floor(Num(1.5)), math.ceil(Num(1.5)), math.trunc(Num(1.5)), math.sqrt(Idx()), math.exp(Idx()))
print(math.floor(Plain()), math.ceil(Plain()), math.isfinite(Plain()), math.pow(Plain(), 2), math.atan2(Idx(), Plain()))
for f in (lambda: math.trunc(Plain()), lambda: math.sqrt("x"), lambda: math.floor("x"), lambda: math.gamma(-2.0), lambda: math.lgamma(0.0)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
