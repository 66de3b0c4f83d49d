big = 10 ** 4299
print(len(str(big)))
try:
    s = str(10 ** 5000)
    print("converted", len(s))
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 5000)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 5000)), (10 ** 5000) % 9, (10 ** 5000).bit_length())
print(f"{10 ** 4000:.3e}" if False else "skip", len(repr(2 ** 14000)))
