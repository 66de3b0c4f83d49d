a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a)
print(bin(a & b), bin(a | b), bin(a ^ b))
print(1 << 40, (1 << 40) >> 38)
print(-16 >> 2, -1 >> 10, -17 & 0xFF)
print(hex(255), oct(8), bin(-5))
print((255).bit_length(), (0).bit_length(), (-256).bit_length())
print(int("ff", 16), int("0b101", 0), int("0o17", 0), int("  42  "), int("-1_000"))
