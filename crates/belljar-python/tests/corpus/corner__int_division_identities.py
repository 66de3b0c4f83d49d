import math
pairs = [(7, 3), (-7, 3), (7, -3), (-7, -3), (10 ** 20 + 1, 7), (-(10 ** 20) - 1, 7), (0, -5)]
for a, b in pairs:
    q, r = divmod(a, b)
    ok = q * b + r == a and (r == 0 or (r > 0) == (b > 0)) and abs(r) < abs(b)
    print(a, b, q, r, ok, math.floor(a / b) == q if abs(a) < 2 ** 52 else "big")
print(-7 // 2, int(-7 / 2), -(7 // 2), math.trunc(-3.5), math.floor(-3.5))
print(7 % -3, -7 % 3, 7.5 % -2, -7.5 % 2)
