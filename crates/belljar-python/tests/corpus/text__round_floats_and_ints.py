# round() on floats (correctly rounded decimal) and ints (ties to even), any ndigits.
for x in [2.675, 1.005, 0.125, 0.375, 2.5, 3.5, -2.5, 1e300, 123.456, -0.0, 5e-324, 1e16 + 1, 0.1 + 0.2]:
    print(repr(x), [round(x, n) for n in [None, 0, 1, 2, 3, -1, -2, -299, 15, 400, -400, 10**30, -10**30]])
for n in [25, 35, -25, 15, 10**20 + 50, -2**63, 2**63 - 1, 0, 7, True]:
    print(n, [round(n, d) for d in [None, 0, 1, -1, -2, -19, -20, -100, 10**30]])
for x in [float('inf'), float('-inf'), float('nan')]:
    print(round(x, 2), end=' ')
    try:
        round(x)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(type(round(2.5)), type(round(2.5, 0)), type(round(7, -1)), round(1e22), round(-1.5e20))
try:
    round(1.5, 1.0)
except TypeError as e:
    print(e)
