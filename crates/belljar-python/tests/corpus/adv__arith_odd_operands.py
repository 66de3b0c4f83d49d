# Arithmetic corner cases: zero division variants, float overflow, bool arithmetic, pow.
for f in [
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: 1.0 // 0.0,
    lambda: divmod(1, 0),
    lambda: 0 ** -1,
    lambda: 0.0 ** -1,
    lambda: 10.0 ** 400,
    lambda: 2 ** -2,
    lambda: (-8) ** (1 / 3) if False else pow(2, 3, 5),
    lambda: pow(2, -1, 5),
    lambda: pow(2, 3, 0),
    lambda: pow(2.0, 3, 5),
    lambda: True + True,
    lambda: True / 2,
    lambda: -7 // 2,
    lambda: -7 % 2,
    lambda: 7 % -2,
    lambda: divmod(-7.5, 2),
    lambda: int(1e308 * 10),
    lambda: float("inf") - float("inf"),
    lambda: 1 << -1,
    lambda: round(2.5), 
    lambda: abs(-0.0),
]:
    try:
        print(repr(f()))
    except (ZeroDivisionError, OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
