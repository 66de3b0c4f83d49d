# Numeric work with math: stats, distances, rounding, and float formatting.
import math

samples = [2.5, 3.1, 4.7, 1.2, 9.9, 3.3, 4.4, 5.0]
n = len(samples)
mean = sum(samples) / n
var = sum((x - mean) ** 2 for x in samples) / (n - 1)
sd = math.sqrt(var)
srt = sorted(samples)
median = (srt[n // 2 - 1] + srt[n // 2]) / 2 if n % 2 == 0 else srt[n // 2]
print(f"mean={mean:.4f} var={var:.4f} sd={sd:.4f} median={median}")
print(math.fsum(samples), sum(samples), round(sum(samples), 10))
pts = [(0, 0), (3, 4), (-1, 7), (6, -2)]
for a, b in zip(pts, pts[1:]):
    print(a, b, math.dist(a, b), round(math.hypot(b[0] - a[0], b[1] - a[1]), 6))
angles = [0, 30, 45, 90, 180]
print([round(math.sin(math.radians(a)), 6) for a in angles])
print([round(math.degrees(math.atan2(y, x)), 2) for x, y in pts[1:]])
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(-2.5), round(3.5), round(2.675, 2))
print(math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2), math.factorial(12))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.isclose(1e-10, 0, abs_tol=1e-9))
print(math.log(1000, 10), math.log10(1000), math.log2(1024), math.exp(1) == math.e)
print(math.isqrt(10 ** 20 + 1), math.prod([1, 2, 3, 4]), math.copysign(3, -0.0))
print(math.inf > 10 ** 300, -math.inf, math.isnan(math.nan), math.isinf(-math.inf))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 10]]
t = [list(r) for r in zip(*matrix)]
prod = [[sum(a * b for a, b in zip(r, c)) for c in t] for r in matrix]
print(t)
print(prod)
det = (matrix[0][0] * (matrix[1][1] * matrix[2][2] - matrix[1][2] * matrix[2][1])
       - matrix[0][1] * (matrix[1][0] * matrix[2][2] - matrix[1][2] * matrix[2][0])
       + matrix[0][2] * (matrix[1][0] * matrix[2][1] - matrix[1][1] * matrix[2][0]))
print("det", det)
print(f"{math.pi:.10f} {math.tau:.3f} {math.e:.5e} {1/3:.17g} {2/3!r}")
print(divmod(-7, 2), divmod(7.5, 2), -7 // 2, -7 % 2, 7 % -3, math.fmod(-7, 2))
