# Ints, floats and bools that are equal share one entry; hashes that collide probe onward.
print({1, 1.0, True}, {True, 1, 1.0}, {1.0, 1, True}, {0, False, 0.0, -0.0})
print({2**61 - 1, 0}, {2**61, 1}, {-(2**61), -1}, {2.0**61, 1})
print({0.5, 2**60 + 0.0, 1e18, 10**18}, len({10**18, 1e18}))
print({8, 16.0, 24, 32.0, 0.25, 0.125})
print({-1, -2, -3, -4, -5, -6, -7, -8, -9, -10})
print({i * 2**56 for i in range(8)})
print({hash(x) for x in (1, 2.5, -1, (1,), ())})
print([hash(x) for x in (0.1, -0.1, 1e-300, 1.7976931348623157e308, 123.456)])
