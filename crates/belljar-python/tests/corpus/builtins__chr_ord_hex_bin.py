for n in [0, 1, 7, 255, 256, -1, -255, 2 ** 40]:
    print(n, bin(n), oct(n), hex(n))
print(int(bin(1234), 2), int(hex(1234), 16), int(oct(1234), 8))
print([chr(c) for c in range(0x41, 0x47)], [ord(c) for c in "~!"])
print(f"{1234:b}", f"{1234:o}", f"{1234:X}", f"{-10:#x}")
