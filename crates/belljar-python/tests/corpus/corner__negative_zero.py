z = -0.0
print(z, repr(z), str(z), z == 0, z == 0.0, z < 0, -z)
print(0.0 * -1, -0.0 + 0.0, -0.0 - 0.0, abs(-0.0), round(-0.4), round(-0.4, 1))
print(f"{z}", f"{z:.2f}", f"{z:g}", "%s %.1f" % (z, z))
print(max(0.0, -0.0), max(-0.0, 0.0), sorted([0.0, -0.0]), sorted([-0.0, 0.0]))
print({0.0: "a", -0.0: "b"}, len({0.0, -0.0, 0}))
print(int(-0.0), -0, 0 * -1, divmod(-0.0, 1))
