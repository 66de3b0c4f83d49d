# math.gcd on machine-sized ints (the fast path) and past them, with signs, zeros, several
# arguments, bools and the 2**63 edge.
import math

cases = [(), (0,), (5,), (-5,), (0, 0), (12, 18), (-12, 18), (12, -18), (-12, -18), (0, 7),
         (7, 0), (1, 1), (2**62, 2**61), (-2**63, 0), (-2**63, 2**62), (-2**63, -2**63),
         (2**63 - 1, 2**62), (48, 36, 60), (48, 0, 60), (2**40 * 3, 2**20 * 9, 2**30 * 27),
         (True, 4), (2**70, 2**35), (10**30, 10**20, 10**25), (97, 89), (1071, 462)]
for c in cases:
    print(c if len(str(c)) < 60 else len(c), math.gcd(*c))
seed = 7
for _ in range(300):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    a = (seed >> 11) - 2**52
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    b = (seed >> 20) * ((seed >> 3) % 7 + 1)
    g = math.gcd(a, b)
    assert g == math.gcd(b, a) == math.gcd(-a, b), (a, b)
    assert g == 0 or (a % g == 0 and b % g == 0), (a, b, g)
    print(g, end=" ")
print()
print(math.lcm(4, 6), math.lcm(-4, 6, 10), math.lcm(), math.lcm(0, 5))
try:
    math.gcd(1.5, 2)
except TypeError as e:
    print("TypeError", e)
