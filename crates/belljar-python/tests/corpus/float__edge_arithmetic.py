inf, nan = float("inf"), float("nan")
print(inf // 1 if False else "skip", 5.0 // inf, -5.0 // inf, 5.0 % inf, -5.0 % inf)
print(inf + 1, inf * -1, 1 / -inf, inf > 10 ** 400, -inf < -(10 ** 400))
print(round(inf) if False else "round(inf) raises", int(1e18), int(-1e18), int(2.0 ** 100))
print(float(2 ** 100), float(-(2 ** 63)), 2 ** 0.5 * 2 ** 0.5, 1e308 + 1e308)
print(0.1 + 0.7, 0.1 * 0.1, 3 * 0.1 == 0.3, 1 - 1e-16 == 1, 1 + 1e-16 == 1)
print(divmod(7.5, 2), divmod(-7.5, 2), 7.5 // -2, -0.5 // 1)
print(round(123.456, -1), round(-123.456, -2), round(0.5 + 1e-16), round(1e300, 2), round(2.5e-5, 5))
for bad in ["round(inf)", "int(nan)", "int(inf)"]:
    try:
        eval_map = {"round(inf)": lambda: round(inf), "int(nan)": lambda: int(nan), "int(inf)": lambda: int(inf)}
        eval_map[bad]()
    except (OverflowError, ValueError) as e:
        print(bad, type(e).__name__, e)
