# Arithmetic that the loop does inline must agree with the general path at the edges.
big = 2**63 - 1
print(big + 1, -big - 2, big * 2, (-2**63) // -1, (-2**63) % -1, -(-2**63))
print(7 // 2, -7 // 2, 7 // -2, -7 // -2, 7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(1 / 3, -1 / 3, 2**53 / 3, (2**53 + 1) / 1, 10 / 4)
print(1.5 + 2, 2 - 0.5, 3 * 0.1, 1 / 0.5, 0.1 + 0.2)
print(6 & 3, 6 | 3, 6 ^ 3, -6 >> 1, 5 >> 70, -5 >> 70, 1 << 70)
for a, b in [(1, 0), (1.0, 0), (1, 0.0), (0, 0)]:
    for op in ("/", "//", "%"):
        try:
            if op == "/":
                r = a / b
            elif op == "//":
                r = a // b
            else:
                r = a % b
            print(r)
        except ZeroDivisionError as e:
            print("ZeroDivisionError:", e)
x = 5
x += 2.5
x -= 10**20
x *= 3
print(x)
n = 0
for i in range(1000):
    n += i * i - i // 3 + i % 7
print(n)
print(True + True, True * 3, 3 - False)
