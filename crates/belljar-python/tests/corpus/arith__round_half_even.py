vals = [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 0.125, 0.375, 2.675, 1.005, 10.05]
print([round(v) for v in vals[:6]])
print([round(v, 2) for v in vals[6:]])
print(round(5, -1), round(15, -1), round(25, -1), round(-25, -1), round(1234567, -3))
print(round(1.23456789, 4), round(-1.23456789, 0), round(1e20, 2))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(7, 1)).__name__)
