x = 3.75
print(x.is_integer(), (4.0).is_integer())
print(x.as_integer_ratio(), (0.5).as_integer_ratio(), (-0.125).as_integer_ratio())
print(int(x), float(int(x)))
print(divmod(x, 1))
print(round(x), round(x, 1), round(-x, 1))
print(abs(-x), -x, +x)
print(1e300 * 10, -1e300 * 10)
print(f"{x:.3f} {x:e} {x:g} {x:10.2f}|{x:<10}|{x:>+8.1f}")
