# float.as_integer_ratio: exact for every float (large, tiny, subnormal, negative zero).
for x in [0.0, -0.0, 1.0, 0.5, -2.5, 0.1, 1e300, -1e300, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 3.141592653589793, 2.0**60, 123456789.125]:
    print(x, x.as_integer_ratio())
for bad in [float('nan'), float('inf'), -float('inf')]:
    try:
        bad.as_integer_ratio()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
