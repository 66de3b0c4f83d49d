# Every cmath function on every pair of real and imaginary parts from a list of special values
# (signed zeros, subnormals, values near the overflow and rescaling thresholds, infinities,
# NaN): results as repr, so the sign of every zero and the last bit of every float count.
import cmath
import math

parts = [-math.inf, -1e308, -2.5, -1.0, -0.5, -1e-310, -0.0, 0.0, 5e-324, 1e-300, 0.5, 0.71, 1.0,
         1.5, 2.5, 3.0, 20.0, 709.5, 710.5, 1e10, 1e200, 1e308, math.inf, math.nan]
funcs = [cmath.acos, cmath.acosh, cmath.asin, cmath.asinh, cmath.atan, cmath.atanh, cmath.cos,
         cmath.cosh, cmath.exp, cmath.log, cmath.log10, cmath.sin, cmath.sinh, cmath.sqrt,
         cmath.tan, cmath.tanh, cmath.phase, cmath.polar, cmath.isfinite, cmath.isinf,
         cmath.isnan]


def run(f, *args):
    try:
        return repr(f(*args))
    except (ValueError, OverflowError) as e:
        return type(e).__name__ + ':' + str(e).replace(' ', '_')


for f in funcs:
    print(f.__name__)
    for re in parts:
        print(' ', re, ' '.join(run(f, complex(re, im)) for im in parts))
print('rect')
for r in parts:
    print(' ', r, ' '.join(run(cmath.rect, r, phi) for phi in parts))
