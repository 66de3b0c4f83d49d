pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (1, 1), (100, 7), (-100, 7)]
for a, b in pairs:
    print(f"{a} // {b} = {a // b}, {a} % {b} = {a % b}, divmod = {divmod(a, b)}")
    assert (a // b) * b + a % b == a
print(7 / 2, -7 / 2, 6 / 3, 1 / 3)
print(type(6 / 3).__name__, type(6 // 3).__name__)
print(2 ** 10, 2 ** -1, (-2) ** 3, -2 ** 2)
print(pow(3, 4), pow(2, 10, 1000), pow(-3, 3))
