vals = [(7.5, 2), (-7.5, 2), (7.5, -2.0), (1e10, 3), (0.1, 0.03)]
for a, b in vals:
    print(a // b, a % b, divmod(a, b))
print(5.0 // 0.5, 5 % 0.5)
print(-0.0 % 1.0, 0.0 // 1)
print(3 % -0.5, -3.25 % 1)
