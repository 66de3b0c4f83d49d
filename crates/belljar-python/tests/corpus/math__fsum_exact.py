# math.fsum: correctly rounded sums (CPython's algorithm), specials and overflow.
import math, random
rng = random.Random(2)
for k in range(200):
    xs = [rng.uniform(-1, 1) * 10 ** rng.randint(-20, 20) for _ in range(rng.randint(0, 30))]
    print(math.fsum(xs), end=' ')
print()
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum([]), math.fsum([-0.0]))
print(math.fsum([1.0, 1e-16, 1e-16]), math.fsum([2.0**53, 1.0, 2.0**-53]), math.fsum([float('inf'), 1.0]), math.fsum([float('nan'), 1.0]))
for xs in [[1e308, 1e308, -1e308], [float('inf'), -float('inf')], [1.7976931348623157e308, 9.979201547673598e291]]:
    try:
        print(math.fsum(xs))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
